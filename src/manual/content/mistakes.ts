// Manual entries: the mistakes new players make most often, each tied to the rule it breaks.
import type { Entry } from '../types.js';

export const MISTAKES: Entry[] = [
  {
    id: 'mistake-only-roller-collects', topic: 'mistakes', section: '§4', almanac: 'Resource Production',
    keywords: { sv: 'resurs' },
    en: {
      q: 'Mistake: thinking only the player who rolls collects resources.',
      a: 'Every roll pays every player with a building on a matching hex.',
      x: 'Watch every roll, not only your own: on other players’ turns your settlements and cities collect too. The game pays everyone automatically, but it helps to know why your hand grew.',
    },
    es: {
      q: 'Error: creer que solo cobra quien tira los dados.',
      a: 'Cada tirada paga a todo jugador con un edificio junto a un terreno con ese número.',
      x: 'Atiende a todas las tiradas, no solo a las tuyas: en los turnos de los demás tus poblados y ciudades también cobran. El juego reparte a todos automáticamente, pero conviene saber por qué ha crecido tu mano.',
    },
    fr: {
      q: 'Erreur\u00a0: croire que seul le lanceur reçoit des ressources.',
      a: 'Chaque lancer paie tous les joueurs ayant un bâtiment sur un terrain correspondant.',
      x: 'Suivez tous les lancers, pas seulement les vôtres\u00a0: pendant le tour des autres, vos colonies et villes reçoivent aussi. Le jeu distribue automatiquement, mais il est utile de savoir pourquoi votre main a grossi.',
    },
    sv: {
      q: 'Misstag: att tro att bara den som slår får råvaror.',
      a: 'Varje slag ger alla spelare med en byggnad vid en ruta med rätt siffra.',
      x: 'Följ varje slag, inte bara dina egna: på andras turer får dina bosättningar och städer också kort. Spelet delar ut automatiskt, men det är bra att veta varför handen växte.',
    },
  },
  {
    id: 'mistake-settlements-too-close', topic: 'mistakes', section: '§5', almanac: 'Distance Rule',
    en: {
      q: 'Mistake: planning a settlement right next to my own.',
      a: 'The distance rule applies to your own buildings too: keep an empty corner between any two.',
      x: 'Many players remember the rule against opponents but forget it for themselves. When planning roads, aim for corners two edges away from every building. The game only lights the corners where a settlement is allowed.',
    },
    es: {
      q: 'Error: planear un poblado justo al lado de otro mío.',
      a: 'La regla de la distancia vale también para tus propios edificios: deja un cruce vacío entre dos cualesquiera.',
      x: 'Muchos jugadores recuerdan la regla frente a los rivales pero la olvidan para sí mismos. Al planear carreteras, apunta a cruces a dos caminos de cualquier edificio. El juego solo ilumina los cruces donde se permite un poblado.',
    },
    fr: {
      q: 'Erreur\u00a0: prévoir une colonie juste à côté d’une des miennes.',
      a: 'La règle de distance vaut aussi pour vos propres bâtiments\u00a0: gardez un sommet vide entre deux bâtiments.',
      x: 'Beaucoup de joueurs appliquent la règle face aux adversaires mais l’oublient pour eux-mêmes. En traçant vos routes, visez des sommets à deux arêtes de tout bâtiment. Le jeu n’éclaire que les sommets où une colonie est permise.',
    },
    sv: {
      q: 'Misstag: att planera en bosättning precis bredvid min egen.',
      a: 'Avståndsregeln gäller även dina egna byggnader: lämna ett tomt hörn mellan två byggnader.',
      x: 'Många minns regeln mot motståndare men glömmer den för sig själva. Sikta med vägarna mot hörn två kanter från varje byggnad. Spelet lyser bara upp hörn där en bosättning är tillåten.',
    },
  },
  {
    id: 'mistake-play-new-card', topic: 'mistakes', section: '§8', almanac: 'Development Cards',
    en: {
      q: 'Mistake: buying a Knight and playing it straight away.',
      a: 'A card bought this turn cannot be played until a later turn; only Victory Point cards count at once.',
      x: 'Plan ahead: if you need a Knight before your next roll, buy it a turn earlier. In the example round Ana buys a Knight and has to wait for her next turn to use it.',
    },
    es: {
      q: 'Error: comprar un Caballero y jugarlo enseguida.',
      a: 'Una carta comprada este turno no se puede jugar hasta otro turno; solo las de Punto de Victoria cuentan al momento.',
      x: 'Planifica: si necesitas un Caballero antes de tu próxima tirada, cómpralo un turno antes. En la ronda de ejemplo Ana compra un Caballero y tiene que esperar a su siguiente turno para usarlo.',
    },
    fr: {
      q: 'Erreur\u00a0: acheter un Chevalier et le jouer aussitôt.',
      a: 'Une carte achetée ce tour-ci ne peut être jouée qu’à un tour suivant\u202f; seules les cartes Point de victoire comptent tout de suite.',
      x: 'Anticipez\u00a0: s’il vous faut un Chevalier avant votre prochain lancer, achetez-le un tour plus tôt. Dans le tour d’exemple, Ana achète un Chevalier et doit attendre son tour suivant pour l’utiliser.',
    },
    sv: {
      q: 'Misstag: att köpa en Riddare och spela den direkt.',
      a: 'Ett kort som köpts denna tur kan inte spelas förrän en senare tur; bara Segerpoängkort räknas direkt.',
      x: 'Planera i förväg: behöver du en Riddare före nästa slag, köp den en tur tidigare. I exempelrundan köper Ana en Riddare och måste vänta till sin nästa tur för att använda den.',
    },
  },
  {
    id: 'mistake-two-cards', topic: 'mistakes', section: '§8', almanac: 'Development Cards',
    en: {
      q: 'Mistake: playing two development cards in one turn.',
      a: 'Only one development card may be played per turn, whether before the roll or in the action phase.',
      x: 'A Knight before the roll and a Monopoly after it is two cards: not allowed. Choose the one that matters most this turn and keep the other for later. Revealing Victory Point cards to win is not playing a card.',
    },
    es: {
      q: 'Error: jugar dos cartas de desarrollo en un turno.',
      a: 'Solo se puede jugar una carta de desarrollo por turno, sea antes de tirar o en la fase de acción.',
      x: 'Un Caballero antes de tirar y un Monopolio después son dos cartas: no se permite. Elige la que más importe este turno y guarda la otra. Revelar cartas de Punto de Victoria para ganar no cuenta como jugar una carta.',
    },
    fr: {
      q: 'Erreur\u00a0: jouer deux cartes développement dans le même tour.',
      a: 'On ne peut jouer qu’une carte développement par tour, que ce soit avant le lancer ou pendant la phase d’actions.',
      x: 'Un Chevalier avant le lancer et un Monopole après, cela fait deux cartes\u00a0: interdit. Choisissez celle qui compte le plus ce tour-ci et gardez l’autre. Révéler des cartes Point de victoire pour gagner ne revient pas à jouer une carte.',
    },
    sv: {
      q: 'Misstag: att spela två utvecklingskort på samma tur.',
      a: 'Bara ett utvecklingskort får spelas per tur, vare sig före slaget eller i handels- och byggfasen.',
      x: 'En Riddare före slaget och ett Monopol efter är två kort: inte tillåtet. Välj det som betyder mest den här turen och spara det andra. Att visa Segerpoängkort för att vinna räknas inte som att spela ett kort.',
    },
  },
  {
    id: 'mistake-win-wrong-turn', topic: 'mistakes', section: '§10', almanac: 'Ending the Game',
    en: {
      q: 'Mistake: claiming victory on someone else’s turn.',
      a: 'Ten points win only during your own turn.',
      x: 'If Longest Road comes to you on another player’s turn and brings you to 10, wait: you win at the start of your own turn if you still have 10. The game announces the win itself when it happens.',
    },
    es: {
      q: 'Error: cantar victoria en el turno de otro.',
      a: 'Los 10 puntos solo dan la victoria durante tu propio turno.',
      x: 'Si la Mayor Ruta Comercial te llega en el turno de otro y te pone en 10, espera: ganas al empezar tu turno si sigues teniendo 10. El juego anuncia la victoria él mismo cuando se produce.',
    },
    fr: {
      q: 'Erreur\u00a0: annoncer sa victoire pendant le tour d’un autre.',
      a: 'Dix points ne font gagner que pendant votre propre tour.',
      x: 'Si la Route la plus longue vous revient pendant le tour d’un autre et vous amène à 10, patientez\u00a0: vous gagnez au début de votre tour si vous avez encore 10 points. Le jeu annonce lui-même la victoire au bon moment.',
    },
    sv: {
      q: 'Misstag: att ropa vinst på någon annans tur.',
      a: 'Tio poäng ger vinst bara under din egen tur.',
      x: 'Får du Längsta vägen på någon annans tur och når 10, vänta: du vinner när din egen tur börjar om du fortfarande har 10. Spelet meddelar själv vinsten när den sker.',
    },
  },
  {
    id: 'mistake-big-hand', topic: 'mistakes', section: '§4', almanac: 'Rolling a 7',
    en: {
      q: 'Mistake: sitting on eight or more cards.',
      a: 'A 7 is the most common roll, and with more than 7 cards you discard half your hand, rounded down.',
      x: 'Spend before the dice leave your hands: build, buy a development card or trade down to 7. A hand of 8 loses 4 cards on a 7; a hand of 7 loses nothing.',
    },
    es: {
      q: 'Error: quedarse con ocho cartas o más.',
      a: 'El 7 es la tirada más frecuente, y con más de 7 cartas descartas la mitad de la mano, redondeando hacia abajo.',
      x: 'Gasta antes de pasar los dados: construye, compra una carta de desarrollo o comercia hasta quedarte en 7. Una mano de 8 pierde 4 cartas con un 7; una de 7 no pierde nada.',
    },
    fr: {
      q: 'Erreur\u00a0: garder huit cartes ou plus.',
      a: 'Le 7 est le lancer le plus fréquent, et avec plus de 7 cartes vous défaussez la moitié de votre main, arrondie à l’inférieur.',
      x: 'Dépensez avant de passer les dés\u00a0: construisez, achetez une carte développement ou échangez pour redescendre à 7. Une main de 8 perd 4 cartes sur un 7\u202f; une main de 7 ne perd rien.',
    },
    sv: {
      q: 'Misstag: att sitta på åtta kort eller fler.',
      a: 'Sju är det vanligaste slaget, och med fler än 7 kort kastar du halva handen, avrundat nedåt.',
      x: 'Gör av med korten innan du lämnar över tärningarna: bygg, köp ett utvecklingskort eller handla ner dig till 7. En hand på 8 förlorar 4 kort vid en sjua; en hand på 7 förlorar inget.',
    },
  },
  {
    id: 'mistake-harbor-by-road', topic: 'mistakes', section: '§7', almanac: 'Harbors',
    en: {
      q: 'Mistake: expecting a harbor rate from a road or a nearby settlement.',
      a: 'Only a settlement or city on one of the harbor’s two corners gives its rate.',
      x: 'A settlement on the coast one corner away from the harbor gives nothing, and neither does a road. Check the harbor’s two corners before you plan to trade at 3:1 or 2:1.',
    },
    es: {
      q: 'Error: esperar la tasa de un puerto por una carretera o un poblado cercano.',
      a: 'Solo un poblado o ciudad en uno de los dos cruces del puerto da su tasa.',
      x: 'Un poblado en la costa a un cruce del puerto no da nada, y una carretera tampoco. Mira los dos cruces del puerto antes de contar con comerciar a 3:1 o 2:1.',
    },
    fr: {
      q: 'Erreur\u00a0: compter sur le taux d’un port grâce à une route ou une colonie voisine.',
      a: 'Seule une colonie ou une ville sur l’un des deux sommets du port donne son taux.',
      x: 'Une colonie sur la côte, un sommet plus loin que le port, ne donne rien, pas plus qu’une route. Vérifiez les deux sommets du port avant de compter échanger à 3:1 ou 2:1.',
    },
    sv: {
      q: 'Misstag: att räkna med en hamns kurs tack vare en väg eller en bosättning i närheten.',
      a: 'Bara en bosättning eller stad i ett av hamnens två hörn ger kursen.',
      x: 'En bosättning vid kusten ett hörn från hamnen ger ingenting, och det gör inte en väg heller. Kontrollera hamnens två hörn innan du räknar med att handla till 3:1 eller 2:1.',
    },
  },
];
