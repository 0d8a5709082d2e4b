// Manual entries: the roll and what it produces, bank shortage included (RULES.md §4).
import type { Entry } from '../types.js';

export const PRODUCTION: Entry[] = [
  {
    id: 'who-collects', topic: 'production', section: '§4', almanac: 'Resource Production',
    keywords: { sv: 'resurs' },
    en: {
      q: 'Who collects resources when the dice are rolled?',
      a: 'Every player with a settlement or city on a hex showing the number rolled, not only the roller.',
      x: 'All hexes whose token matches the sum produce at once, except the hex with the robber. Each settlement touching a producing hex earns its owner 1 card of that hex’s resource, each city 2. It does not matter whose turn it is.',
    },
    es: {
      q: '¿Quién cobra materias cuando se tiran los dados?',
      a: 'Todo jugador con un poblado o ciudad junto a un terreno con el número que ha salido, no solo quien tira.',
      x: 'Producen a la vez todos los terrenos cuya ficha coincide con la suma, salvo el que tiene el ladrón. Cada poblado junto a un terreno que produce da a su dueño 1 carta de la materia de ese terreno; cada ciudad, 2. Da igual de quién sea el turno.',
    },
    fr: {
      q: 'Qui reçoit des ressources quand on lance les dés\u202f?',
      a: 'Tout joueur ayant une colonie ou une ville sur un terrain portant le nombre obtenu, pas seulement celui qui lance.',
      x: 'Tous les terrains dont le jeton correspond à la somme produisent en même temps, sauf celui où se trouve le voleur. Chaque colonie touchant un terrain qui produit rapporte à son propriétaire 1 carte de la ressource de ce terrain, chaque ville 2. Peu importe à qui est le tour.',
    },
    sv: {
      q: 'Vem får råvaror när tärningarna slås?',
      a: 'Alla spelare med bosättning eller stad vid en ruta med den slagna siffran, inte bara den som slår.',
      x: 'Alla rutor vars siffertoken motsvarar summan producerar samtidigt, utom rutan där rövaren står. Varje bosättning vid en producerande ruta ger sin ägare 1 kort av rutans råvara, varje stad 2. Det spelar ingen roll vems tur det är.',
    },
  },
  {
    id: 'city-produces-two', topic: 'production', section: '§5', almanac: 'Cities',
    en: {
      q: 'How much does a city produce?',
      a: 'Two cards instead of one for every producing hex it touches.',
      x: 'A city on the corner of a 6 hills and an 8 forest gives 2 brick when a 6 is rolled and 2 wood on an 8. That doubling is the main reason to upgrade: a city is worth 2 points and earns twice as much.',
    },
    es: {
      q: '¿Cuánto produce una ciudad?',
      a: 'Dos cartas en lugar de una por cada terreno que produce junto a ella.',
      x: 'Una ciudad en el cruce de unos cerros del 6 y un bosque del 8 da 2 arcillas cuando sale un 6 y 2 maderas con un 8. Esa producción doble es la gran razón para ampliar: una ciudad vale 2 puntos y cobra el doble.',
    },
    fr: {
      q: 'Combien produit une ville\u202f?',
      a: 'Deux cartes au lieu d’une pour chaque terrain qui produit autour d’elle.',
      x: 'Une ville sur le sommet où se rejoignent des collines du 6 et une forêt du 8 donne 2 argiles quand le 6 sort et 2 bois sur un 8. Ce doublement est la principale raison de bâtir une ville\u00a0: elle vaut 2 points et rapporte deux fois plus.',
    },
    sv: {
      q: 'Hur mycket producerar en stad?',
      a: 'Två kort i stället för ett för varje producerande ruta den rör.',
      x: 'En stad i hörnet mellan 6-kullar och en 8-skog ger 2 tegel när 6 slås och 2 trä vid en 8:a. Den dubbla produktionen är huvudskälet att uppgradera: en stad är värd 2 poäng och ger dubbelt så mycket.',
    },
  },
  {
    id: 'several-buildings-one-hex', topic: 'production', section: '§4', almanac: 'Resource Production',
    en: {
      q: 'I have two settlements on the same hex. Do both collect?',
      a: 'Yes: each building counts separately.',
      x: 'Two settlements on a producing hex give 2 cards; a settlement and a city give 3. A single settlement touching two hexes with the same number collects from both.',
    },
    es: {
      q: 'Tengo dos poblados en el mismo terreno. ¿Cobran los dos?',
      a: 'Sí: cada edificio cuenta por separado.',
      x: 'Dos poblados junto a un terreno que produce dan 2 cartas; un poblado y una ciudad, 3. Un mismo poblado que toca dos terrenos con el mismo número cobra de los dos.',
    },
    fr: {
      q: 'J’ai deux colonies sur le même terrain. Reçoivent-elles toutes les deux\u202f?',
      a: 'Oui\u00a0: chaque bâtiment compte séparément.',
      x: 'Deux colonies sur un terrain qui produit rapportent 2 cartes\u202f; une colonie et une ville, 3. Une seule colonie qui touche deux terrains portant le même nombre reçoit des deux.',
    },
    sv: {
      q: 'Jag har två bosättningar vid samma ruta. Får båda?',
      a: 'Ja: varje byggnad räknas för sig.',
      x: 'Två bosättningar vid en producerande ruta ger 2 kort; en bosättning och en stad ger 3. En enda bosättning som rör två rutor med samma siffra får från båda.',
    },
  },
  {
    id: 'new-settlement-production', topic: 'production', section: '§4', almanac: 'Resource Production',
    en: {
      q: 'Does a settlement I build this turn collect from the roll I already made?',
      a: 'No. Production happens at the moment of the roll; a new settlement or city collects from the next roll on.',
      x: 'You build after rolling, so this turn’s roll has already been paid out. The next roll is another player’s, and your new building collects from it like any other. The same goes for a city: it produces 2 cards from the next roll that hits its hexes.',
    },
    es: {
      q: '¿Cobra un poblado que construyo este turno de la tirada que ya hice?',
      a: 'No. La producción ocurre en el momento de la tirada; un poblado o una ciudad nuevos cobran a partir de la tirada siguiente.',
      x: 'Construyes después de tirar, así que la tirada de este turno ya se ha pagado. La siguiente tirada es de otro jugador, y tu edificio nuevo cobra de ella como cualquier otro. Lo mismo vale para una ciudad: da 2 cartas desde la siguiente tirada que toque sus terrenos.',
    },
    fr: {
      q: 'Une colonie construite ce tour-ci reçoit-elle quelque chose du lancer déjà fait\u202f?',
      a: 'Non. La production a lieu au moment du lancer\u202f; une nouvelle colonie ou ville reçoit à partir du lancer suivant.',
      x: 'Vous construisez après avoir lancé\u00a0: le lancer de ce tour a déjà été distribué. Le lancer suivant est celui d’un autre joueur, et votre nouveau bâtiment en reçoit sa part comme les autres. Il en va de même pour une ville\u00a0: elle produit 2 cartes dès le prochain lancer qui touche ses terrains.',
    },
    sv: {
      q: 'Får en bosättning jag bygger den här turen kort från slaget jag redan har gjort?',
      a: 'Nej. Produktionen sker när tärningarna slås; en ny bosättning eller stad får kort från och med nästa slag.',
      x: 'Du bygger efter slaget, så turens slag har redan delats ut. Nästa slag görs av en annan spelare, och din nya byggnad får kort av det som alla andra. Detsamma gäller en stad: den ger 2 kort från och med nästa slag som träffar dess rutor.',
    },
  },
  {
    id: 'desert-never-produces', topic: 'production', section: '§1', almanac: 'Desert',
    en: {
      q: 'Does the desert ever produce?',
      a: 'Never: it has no number token and gives no resource.',
      x: 'A settlement next to the desert collects only from its other hexes. In set-up, the desert gives no starting card either. The desert is a legal place for the robber, which then blocks nobody.',
    },
    es: {
      q: '¿Produce alguna vez el desierto?',
      a: 'Nunca: no tiene ficha numerada ni da materia alguna.',
      x: 'Un poblado junto al desierto cobra solo de sus otros terrenos. En la preparación, el desierto tampoco da carta inicial. El desierto es un lugar válido para el ladrón, que allí no bloquea a nadie.',
    },
    fr: {
      q: 'Le désert produit-il parfois\u202f?',
      a: 'Jamais\u00a0: il n’a pas de jeton et ne donne aucune ressource.',
      x: 'Une colonie voisine du désert ne reçoit que de ses autres terrains. À la mise en place, le désert ne donne pas non plus de carte de départ. Le désert est un emplacement permis pour le voleur, qui n’y bloque alors personne.',
    },
    sv: {
      q: 'Producerar öknen någonsin?',
      a: 'Aldrig: den har inget siffertoken och ger ingen råvara.',
      x: 'En bosättning vid öknen får bara från sina andra rutor. Vid uppställningen ger öknen inget startkort heller. Öknen är en tillåten plats för rövaren, som där inte blockerar någon.',
    },
  },
  {
    id: 'robber-blocks-production', topic: 'production', section: '§6', almanac: 'Robber',
    en: {
      q: 'Does a hex with the robber on it produce?',
      a: 'No. While the robber stands on a hex, that hex produces nothing for anyone.',
      x: 'Its number can still be rolled; any other hex with the same number produces normally. The block lasts until the robber is moved again by a 7 or a Knight. Playing a Knight before rolling is the usual way to free your own hex.',
    },
    es: {
      q: '¿Produce un terreno que tiene el ladrón encima?',
      a: 'No. Mientras el ladrón esté en un terreno, ese terreno no produce para nadie.',
      x: 'Su número puede salir igualmente; cualquier otro terreno con ese número produce con normalidad. El bloqueo dura hasta que un 7 o un Caballero vuelven a mover el ladrón. Jugar un Caballero antes de tirar es la forma habitual de liberar tu terreno.',
    },
    fr: {
      q: 'Un terrain occupé par le voleur produit-il\u202f?',
      a: 'Non. Tant que le voleur s’y trouve, ce terrain ne produit pour personne.',
      x: 'Son nombre peut toujours sortir\u202f; tout autre terrain portant le même nombre produit normalement. Le blocage dure jusqu’à ce qu’un 7 ou un Chevalier déplace à nouveau le voleur. Jouer un Chevalier avant de lancer est la façon habituelle de libérer votre terrain.',
    },
    sv: {
      q: 'Producerar en ruta där rövaren står?',
      a: 'Nej. Så länge rövaren står på en ruta producerar den ingenting åt någon.',
      x: 'Siffran kan fortfarande slås; alla andra rutor med samma siffra producerar som vanligt. Blockeringen varar tills rövaren flyttas igen av en sjua eller en Riddare. Att spela en Riddare före slaget är det vanliga sättet att befria sin egen ruta.',
    },
  },
  {
    id: 'bank-shortage', topic: 'production', section: '§4', almanac: 'Resource Production',
    keywords: { sv: 'resurs' },
    en: {
      q: 'What if the bank runs out of a resource during production?',
      a: 'If the bank has too few cards of a resource to pay everyone owed it, nobody gets that resource this roll, unless only one player is owed it.',
      x: 'Shortage is judged per resource. Say the bank holds 2 ore and two players are owed 2 ore each: neither receives ore, while other resources are paid as usual. If a single player is owed the short resource, that player takes whatever is left. Some guides claim that “only players who can be paid in full” receive; no official rule says so, and this game follows the official rule.',
    },
    es: {
      q: '¿Qué pasa si la banca se queda sin una materia al producir?',
      a: 'Si la banca no tiene cartas suficientes de una materia para pagar a todos los que deben cobrarla, nadie la cobra en esa tirada, salvo que solo la cobre un jugador.',
      x: 'La escasez se mira materia por materia. Si la banca tiene 2 minerales y dos jugadores deben cobrar 2 cada uno, ninguno recibe mineral, y las demás materias se pagan como siempre. Si solo un jugador debe cobrar la materia escasa, se lleva lo que quede. Algunas guías dicen que «cobran solo quienes pueden cobrar entero»; ninguna regla oficial lo dice y este juego sigue la regla oficial.',
    },
    fr: {
      q: 'Que se passe-t-il si la banque manque d’une ressource lors de la production\u202f?',
      a: 'Si la banque n’a pas assez de cartes d’une ressource pour servir tous ceux qui doivent la recevoir, personne ne la reçoit à ce lancer, sauf s’il n’y a qu’un seul bénéficiaire.',
      x: 'La pénurie se juge ressource par ressource. Si la banque a 2 minerais et que deux joueurs doivent en recevoir 2 chacun, aucun ne reçoit de minerai, et les autres ressources sont distribuées normalement. S’il n’y a qu’un seul bénéficiaire de la ressource manquante, il prend ce qui reste. Certains guides affirment que «\u00a0seuls ceux qu’on peut servir en entier\u00a0» reçoivent\u202f; aucune règle officielle ne le dit et ce jeu suit la règle officielle.',
    },
    sv: {
      q: 'Vad händer om banken får slut på en råvara vid produktionen?',
      a: 'Om banken har för få kort av en råvara för att betala alla som ska få den, får ingen den råvaran vid det slaget, utom när bara en spelare ska ha den.',
      x: 'Bristen bedöms råvara för råvara. Om banken har 2 malm och två spelare ska få 2 malm var, får ingen av dem malm, medan andra råvaror delas ut som vanligt. Ska bara en spelare ha den råvara som fattas, tar den spelaren det som finns kvar. En del guider påstår att ”bara de som kan få allt” får något; ingen officiell regel säger så, och det här spelet följer den officiella regeln.',
    },
  },
  {
    id: 'seven-no-production', topic: 'production', section: '§4', almanac: 'Rolling a 7',
    en: {
      q: 'Does anything produce when a 7 is rolled?',
      a: 'No. There is no 7 token: a 7 brings discards and the robber instead.',
      x: 'A 7 is the most likely total of two dice (6 ways out of 36), and it produces nothing for anyone. Players with more than 7 resource cards discard half, then the roller moves the robber and steals one card from an opponent with a building on its new hex, if there is one.',
    },
    es: {
      q: '¿Produce algo cuando sale un 7?',
      a: 'No. No hay ficha del 7: un 7 trae descartes y el ladrón.',
      x: 'El 7 es la suma más probable con dos dados (6 formas de 36) y no produce nada para nadie. Quien tenga más de 7 cartas de materias descarta la mitad, y luego quien tiró mueve el ladrón y roba una carta a un rival con edificio en su nuevo terreno, si lo hay.',
    },
    fr: {
      q: 'Quelque chose produit-il quand on fait 7\u202f?',
      a: 'Non. Il n’y a pas de jeton 7\u00a0: un 7 déclenche la défausse et le voleur.',
      x: 'Le 7 est le total le plus probable avec deux dés (6 façons sur 36) et il ne produit rien pour personne. Les joueurs ayant plus de 7 cartes ressource en défaussent la moitié, puis le lanceur déplace le voleur et vole une carte à un adversaire ayant un bâtiment sur son nouveau terrain, s’il y en a un.',
    },
    sv: {
      q: 'Producerar något när man slår 7?',
      a: 'Nej. Det finns inget siffertoken med 7: en sjua ger kastning och rövaren i stället.',
      x: 'Sju är den vanligaste summan med två tärningar (6 sätt av 36) och ger ingen produktion åt någon. Spelare med fler än 7 råvarukort kastar hälften, sedan flyttar den som slog rövaren och stjäl ett kort från en motståndare med byggnad vid den nya rutan, om det finns någon.',
    },
  },
];
