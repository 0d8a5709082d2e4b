// Manual entries: costs and where roads, settlements and cities may be built (RULES.md §5).
import type { Entry } from '../types.js';

export const BUILDING: Entry[] = [
  {
    id: 'building-costs', topic: 'building', section: '§5', almanac: 'Building Costs Cards',
    en: {
      q: 'What does each thing cost to build?',
      a: 'Road: brick + wood. Settlement: brick + wood + wool + grain. City: 2 grain + 3 ore. Development card: wool + grain + ore.',
      x: 'You pay the cards back to the bank. A road scores nothing by itself, a settlement is worth 1 point, a city 2 points, and a development card is drawn from the top of the deck and kept hidden. You may build as many things as you can pay for and have pieces for.',
    },
    es: {
      q: '¿Cuánto cuesta construir cada cosa?',
      a: 'Carretera: arcilla + madera. Poblado: arcilla + madera + lana + cereal. Ciudad: 2 cereales + 3 minerales. Carta de desarrollo: lana + cereal + mineral.',
      x: 'Las cartas se devuelven a la banca. Una carretera no da puntos por sí sola, un poblado vale 1 punto, una ciudad 2, y la carta de desarrollo se roba de lo alto del mazo y se guarda oculta. Puedes construir tantas cosas como puedas pagar y te permitan tus piezas.',
    },
    fr: {
      q: 'Combien coûte chaque construction\u202f?',
      a: 'Route\u00a0: argile + bois. Colonie\u00a0: argile + bois + laine + blé. Ville\u00a0: 2 blés + 3 minerais. Carte développement\u00a0: laine + blé + minerai.',
      x: 'Les cartes payées retournent à la banque. Une route ne rapporte aucun point en soi, une colonie vaut 1 point, une ville 2, et la carte développement est piochée sur le dessus du paquet et gardée cachée. Vous construisez autant que vous pouvez payer et que vos pièces le permettent.',
    },
    sv: {
      q: 'Vad kostar det att bygga?',
      a: 'Väg: tegel + trä. Bosättning: tegel + trä + ull + spannmål. Stad: 2 spannmål + 3 malm. Utvecklingskort: ull + spannmål + malm.',
      x: 'Korten betalas tillbaka till banken. En väg ger inga poäng i sig, en bosättning är värd 1 poäng, en stad 2, och utvecklingskortet dras överst från högen och hålls dolt. Du får bygga så mycket du kan betala och har pjäser till.',
    },
  },
  {
    id: 'road-placement', topic: 'building', section: '§5', almanac: 'Roads',
    keywords: { en: 'place road', es: 'colocar carretera', fr: 'poser route', sv: 'lägga väg' },
    en: {
      q: 'Where can I build a road?',
      a: 'On a free edge that touches one of your own roads, settlements or cities.',
      x: 'Each edge holds one road. A new road extends your network from any of your pieces, so networks can branch. Roads may follow the coast but not go out to sea. An opponent’s building stops your network at that corner: you cannot continue past it.',
    },
    es: {
      q: '¿Dónde puedo construir una carretera?',
      a: 'En un camino libre que toque una carretera, poblado o ciudad tuyos.',
      x: 'En cada camino cabe una carretera. Una carretera nueva alarga tu red desde cualquiera de tus piezas, así que la red puede ramificarse. Las carreteras pueden seguir la costa pero no adentrarse en el mar. Un edificio rival detiene tu red en ese cruce: no puedes seguir más allá.',
    },
    fr: {
      q: 'Où puis-je construire une route\u202f?',
      a: 'Sur une arête libre qui touche une de vos routes, colonies ou villes.',
      x: 'Chaque arête accueille une route. Une nouvelle route prolonge votre réseau à partir de n’importe laquelle de vos pièces, donc le réseau peut se ramifier. Les routes peuvent longer la côte mais pas aller en mer. Un bâtiment adverse arrête votre réseau à ce sommet\u00a0: vous ne pouvez pas continuer au-delà.',
    },
    sv: {
      q: 'Var får jag bygga en väg?',
      a: 'På en ledig kant som rör en av dina egna vägar, bosättningar eller städer.',
      x: 'Varje kant rymmer en väg. En ny väg förlänger ditt nät från vilken som helst av dina pjäser, så nätet kan grena sig. Vägar får följa kusten men inte gå ut i havet. En motståndares byggnad stoppar ditt nät i det hörnet: du kan inte fortsätta förbi den.',
    },
  },
  {
    id: 'road-blocked', topic: 'building', section: '§5', almanac: 'Roads', picture: 'road-blocked',
    en: {
      q: 'Can my road continue past an opponent’s settlement?',
      a: 'No. An edge that touches your network only at a corner held by an opponent is not connected.',
      x: 'If your road reaches a corner where another player has a settlement or city, the edges beyond that corner do not count as touching your network. You can still build on the other side if another of your roads or buildings touches those edges. The picture shows the refused edge next to the legal ones.',
    },
    es: {
      q: '¿Puede mi carretera seguir más allá de un poblado rival?',
      a: 'No. Un camino que solo toca tu red en un cruce ocupado por un rival no está conectado.',
      x: 'Si tu carretera llega a un cruce con un poblado o ciudad de otro jugador, los caminos del otro lado no cuentan como unidos a tu red. Sí puedes construir allí si otra carretera o edificio tuyo toca esos caminos. La imagen muestra el camino rechazado junto a los permitidos.',
    },
    fr: {
      q: 'Ma route peut-elle passer au-delà d’une colonie adverse\u202f?',
      a: 'Non. Une arête qui ne touche votre réseau qu’à un sommet occupé par un adversaire n’est pas reliée.',
      x: 'Si votre route atteint un sommet où un autre joueur a une colonie ou une ville, les arêtes au-delà ne comptent pas comme touchant votre réseau. Vous pouvez tout de même y bâtir si une autre de vos routes ou de vos constructions les touche. L’image montre l’arête refusée à côté des arêtes permises.',
    },
    sv: {
      q: 'Får min väg fortsätta förbi en motståndares bosättning?',
      a: 'Nej. En kant som bara rör ditt nät i ett hörn där en motståndare har byggt är inte ansluten.',
      x: 'Når din väg ett hörn med en annan spelares bosättning eller stad räknas kanterna bortom hörnet inte som anslutna till ditt nät. Du kan ändå bygga där om någon annan av dina vägar eller byggnader rör de kanterna. Bilden visar den nekade kanten bredvid de tillåtna.',
    },
  },
  {
    id: 'roads-meet', topic: 'building', section: '§5', almanac: 'Roads', picture: 'roads-meet',
    see: ['road-to-opponent'],
    en: {
      q: 'Can my road meet another player’s road, and can I build a settlement at the end of their road?',
      a: 'Yes to both: roads of different players may meet at a corner, and you may settle there if your own road reaches it.',
      x: 'Roads run along edges, so they never cross; roads of different players can only touch at an intersection. An opponent’s road ending there does not block the corner: if one of your roads reaches it and the distance rule holds, you may build a settlement on it. Their road then ends at your settlement and cannot go on through it. Meeting does not connect the two networks: you can never build on from an opponent’s road. The picture lights the corner where Red may settle.',
    },
    es: {
      q: '¿Puede mi carretera encontrarse con la de otro jugador, y puedo construir un poblado al final de su carretera?',
      a: 'Sí a las dos cosas: las carreteras de distintos jugadores pueden encontrarse en un cruce, y puedes poner allí un poblado si llega tu propia carretera.',
      x: 'Las carreteras van por los caminos, así que nunca se cruzan: las de distintos jugadores solo pueden tocarse en un cruce. Una carretera rival que acaba allí no bloquea el cruce: si una carretera tuya llega y se cumple la regla de la distancia, puedes construir un poblado en él. Entonces la carretera rival termina en tu poblado y no puede seguir a través de él. Encontrarse no une las dos redes: nunca puedes seguir construyendo desde una carretera rival. La imagen ilumina el cruce donde Rojo puede construir.',
    },
    fr: {
      q: 'Ma route peut-elle rejoindre celle d’un autre joueur, et puis-je bâtir une colonie au bout de sa route\u202f?',
      a: 'Oui dans les deux cas\u00a0: les routes de joueurs différents peuvent se rejoindre à un sommet, et vous pouvez y bâtir si votre propre route y arrive.',
      x: 'Les routes suivent les arêtes, elles ne se croisent donc jamais\u00a0: celles de joueurs différents ne peuvent se toucher qu’à un sommet. Une route adverse qui s’y termine ne bloque pas ce sommet\u00a0: si une de vos routes l’atteint et que la règle de distance est respectée, vous pouvez y bâtir une colonie. La route adverse aboutit alors à votre colonie et ne peut pas la traverser. Se rejoindre ne relie pas les deux réseaux\u00a0: vous ne pouvez jamais prolonger la route d’un adversaire. L’image éclaire le sommet où Rouge peut bâtir.',
    },
    sv: {
      q: 'Får min väg mötas med en annan spelares väg, och får jag bygga en bosättning där någon annans väg slutar?',
      a: 'Ja på båda: olika spelares vägar får mötas i ett hörn, och du får bygga där om din egen väg når dit.',
      x: 'Vägar går längs kanterna och korsar därför aldrig varandra; olika spelares vägar kan bara nudda varandra i ett hörn. En motståndares väg som slutar där blockerar inte hörnet: når en av dina vägar dit och avståndsregeln håller får du bygga en bosättning där. Motståndarens väg slutar då vid din bosättning och kan inte fortsätta genom den. Att vägarna möts kopplar inte ihop era nät: du kan aldrig bygga vidare från en motståndares väg. Bilden lyser upp hörnet där Röd får bygga.',
    },
  },
  {
    id: 'settlement-placement', topic: 'building', section: '§5', almanac: 'Settlements',
    keywords: { en: 'coast', es: 'costa', fr: 'côte', sv: 'kust bosättning' },
    en: {
      q: 'Where can I build a new settlement?',
      a: 'On a free intersection that one of your roads reaches, with no building on any neighbouring intersection.',
      x: 'Two conditions, both required after set-up: one of your roads must touch the intersection, and the distance rule must hold (every neighbouring corner is empty, your own buildings included: three corners inland, two on some corners of the coast). With all 5 settlements on the board, upgrade one to a city to get a settlement piece back.',
    },
    es: {
      q: '¿Dónde puedo construir un poblado nuevo?',
      a: 'En un cruce libre al que llegue una carretera tuya y sin edificios en ningún cruce vecino.',
      x: 'Dos condiciones, las dos obligatorias tras la preparación: una carretera tuya debe tocar el cruce, y se debe cumplir la regla de la distancia (todos los cruces vecinos vacíos, también de edificios tuyos: son tres en el interior y dos en algunos cruces de la costa). Con los 5 poblados en el tablero, amplía uno a ciudad para recuperar una pieza de poblado.',
    },
    fr: {
      q: 'Où puis-je construire une nouvelle colonie\u202f?',
      a: 'Sur un sommet libre atteint par une de vos routes, sans bâtiment sur aucun sommet voisin.',
      x: 'Deux conditions, toutes deux obligatoires après la mise en place\u00a0: une de vos routes doit toucher le sommet, et la règle de distance doit être respectée (tous les sommets voisins sont vides, vos propres bâtiments compris\u00a0: trois à l’intérieur, deux sur certains sommets de la côte). Avec vos 5 colonies sur le plateau, transformez-en une en ville pour récupérer une colonie.',
    },
    sv: {
      q: 'Var får jag bygga en ny bosättning?',
      a: 'I ett ledigt hörn som någon av dina vägar når, utan byggnad i något angränsande hörn.',
      x: 'Två villkor, som båda gäller efter uppställningen: en av dina vägar måste röra hörnet, och avståndsregeln måste hållas (alla angränsande hörn är tomma, även på dina egna byggnader: tre inne på ön, två på vissa ställen vid kusten). Står alla 5 bosättningar på brädet får du tillbaka en genom att uppgradera en till stad.',
    },
  },
  {
    id: 'distance-rule', topic: 'building', section: '§5', almanac: 'Distance Rule', picture: 'distance-rule',
    en: {
      q: 'What is the distance rule, and how close may two settlements be?',
      a: 'No settlement may be built next to another building: at least one empty corner must lie between any two buildings.',
      x: 'Every intersection next to a new settlement must be empty, whoever owns the nearby buildings, you included; that is three intersections inland, and only two on some corners of the coast. So settlements are always at least two road lengths apart. The rule applies in both set-up rounds and for the whole game. The picture lights the spots the engine allows and crosses out those the rule forbids.',
    },
    es: {
      q: '¿Qué es la regla de la distancia y a qué distancia pueden estar dos poblados?',
      a: 'No se puede construir un poblado junto a otro edificio: entre dos edificios siempre debe quedar un cruce vacío.',
      x: 'Todos los cruces vecinos de un poblado nuevo deben estar vacíos, sea de quien sea el edificio cercano, también tuyo; son tres en el interior y solo dos en algunos cruces de la costa. Así los poblados quedan siempre a dos caminos como mínimo. La regla vale en las dos rondas de preparación y durante toda la partida. La imagen ilumina los sitios que el motor permite y tacha los que la regla prohíbe.',
    },
    fr: {
      q: 'Qu’est-ce que la règle de distance, et à quelle distance deux colonies peuvent-elles être\u202f?',
      a: 'Aucune colonie ne peut être construite à côté d’un autre bâtiment\u00a0: il faut toujours au moins un sommet vide entre deux bâtiments.',
      x: 'Tous les sommets voisins d’une nouvelle colonie doivent être vides, quel que soit le propriétaire des bâtiments proches, vous compris\u202f; il y en a trois à l’intérieur, et seulement deux sur certains sommets de la côte. Les colonies sont donc toujours séparées d’au moins deux routes. La règle vaut pour les deux tours de mise en place et toute la partie. L’image éclaire les emplacements que le moteur accepte et barre ceux que la règle interdit.',
    },
    sv: {
      q: 'Vad är avståndsregeln, och hur nära får två bosättningar ligga?',
      a: 'Ingen bosättning får byggas intill en annan byggnad: mellan två byggnader måste det alltid finnas minst ett tomt hörn.',
      x: 'Alla hörn intill en ny bosättning måste vara tomma, oavsett vem som äger byggnaderna intill, du själv inräknad; det är tre hörn inne på ön och bara två på vissa ställen vid kusten. Bosättningar ligger därför alltid minst två väglängder isär. Regeln gäller i båda uppställningsrundorna och hela partiet. Bilden lyser upp platserna som motorn tillåter och kryssar över dem som regeln förbjuder.',
    },
  },
  {
    id: 'city-upgrade', topic: 'building', section: '§5', almanac: 'Cities',
    keywords: { en: 'without', es: 'poblado', fr: 'colonie', sv: 'utan' },
    en: {
      q: 'How do I build a city?',
      a: 'Pay 2 grain and 3 ore and replace one of your own settlements with a city.',
      x: 'A city can only be built by upgrading a settlement you already have; it can never go on an empty intersection. The settlement returns to your supply. A city is worth 2 points instead of 1 and produces 2 cards instead of 1. You have 4 cities at most.',
    },
    es: {
      q: '¿Cómo construyo una ciudad?',
      a: 'Paga 2 cereales y 3 minerales y sustituye uno de tus poblados por una ciudad.',
      x: 'Una ciudad solo se construye ampliando un poblado que ya tienes; nunca en un cruce vacío. El poblado vuelve a tu reserva. Una ciudad vale 2 puntos en vez de 1 y produce 2 cartas en vez de 1. Tienes 4 ciudades como máximo.',
    },
    fr: {
      q: 'Comment construire une ville\u202f?',
      a: 'Payez 2 blés et 3 minerais et remplacez une de vos colonies par une ville.',
      x: 'Une ville se construit uniquement en améliorant une colonie que vous possédez\u202f; jamais sur un sommet vide. La colonie retourne dans votre réserve. Une ville vaut 2 points au lieu de 1 et produit 2 cartes au lieu d’une. Vous avez 4 villes au maximum.',
    },
    sv: {
      q: 'Hur bygger jag en stad?',
      a: 'Betala 2 spannmål och 3 malm och ersätt en av dina egna bosättningar med en stad.',
      x: 'En stad kan bara byggas genom att uppgradera en bosättning du redan har; aldrig i ett tomt hörn. Bosättningen går tillbaka till ditt förråd. En stad är värd 2 poäng i stället för 1 och producerar 2 kort i stället för 1. Du har högst 4 städer.',
    },
  },
  {
    id: 'build-as-much', topic: 'building', section: '§5', almanac: 'Build',
    en: {
      q: 'Is there a limit to how much I build in one turn?',
      a: 'No limit per turn: build as much as your cards and remaining pieces allow.',
      x: 'In your action phase you can build several roads, settlements and cities and buy several development cards, in any order, trading in between. What limits you is your hand, the pieces left in your supply (15 roads, 5 settlements, 4 cities) and, for development cards, the deck.',
    },
    es: {
      q: '¿Hay un límite de construcciones por turno?',
      a: 'No hay límite por turno: construye todo lo que permitan tus cartas y las piezas que te queden.',
      x: 'En tu fase de acción puedes construir varias carreteras, poblados y ciudades y comprar varias cartas de desarrollo, en cualquier orden y comerciando entre medias. Lo que te limita es tu mano, las piezas que quedan en tu reserva (15 carreteras, 5 poblados, 4 ciudades) y, para las cartas de desarrollo, el mazo.',
    },
    fr: {
      q: 'Y a-t-il une limite de constructions par tour\u202f?',
      a: 'Aucune limite par tour\u00a0: construisez autant que vos cartes et vos pièces restantes le permettent.',
      x: 'Pendant votre phase d’actions, vous pouvez poser plusieurs routes, colonies et villes et acheter plusieurs cartes développement, dans n’importe quel ordre, en échangeant entre-temps. Seuls comptent votre main, les pièces restant dans votre réserve (15 routes, 5 colonies, 4 villes) et, pour les cartes développement, la pioche.',
    },
    sv: {
      q: 'Finns det en gräns för hur mycket jag får bygga på en tur?',
      a: 'Ingen gräns per tur: bygg så mycket som dina kort och dina kvarvarande pjäser räcker till.',
      x: 'Efter slaget kan du bygga flera vägar, bosättningar och städer och köpa flera utvecklingskort, i valfri ordning och med handel emellan. Det som begränsar dig är handen, pjäserna kvar i förrådet (15 vägar, 5 bosättningar, 4 städer) och, för utvecklingskort, högen.',
    },
  },
];
