// Manual entries: the two special cards, Longest Road and Largest Army (RULES.md §9).
import type { Entry } from '../types.js';

export const LONGEST_ROAD: Entry[] = [
  {
    id: 'longest-road-card', topic: 'longest-road', section: '§9', almanac: 'Longest Road',
    // In Spanish the card's name opens the card: the text calls a player's road "ruta comercial más
    // larga", not the card's name (in the other languages the text says the name often enough).
    keywords: { en: 'minimum', es: 'Mayor Ruta Comercial mínimo', fr: 'minimum', sv: 'minst' },
    en: {
      q: 'How do I get the Longest Road card?',
      a: 'Build a continuous road of at least 5 pieces, longer than anyone else’s; the card is worth 2 points.',
      x: 'At the start nobody holds the card, and the first player whose longest path reaches 5 roads takes it. After that, another player takes it only by building a strictly longer path; the 2 points move with the card at once. If the card has been set aside after a road was broken, it goes to whichever player alone has the longest road of at least 5, whether or not that player was first to get there.',
    },
    es: {
      q: '¿Cómo consigo la carta de Mayor Ruta Comercial?',
      a: 'Teniendo una ruta continua de al menos 5 carreteras, más larga que la de cualquier otro; la carta vale 2 puntos.',
      x: 'Al principio nadie tiene la carta, y se la lleva el primer jugador cuya ruta comercial llega a 5 carreteras seguidas. Después, otro jugador solo se la lleva si construye una ruta estrictamente más larga; los 2 puntos pasan con la carta al momento. Si la carta se apartó porque cortaron una ruta, va al único jugador que tenga la ruta comercial más larga, si es de al menos 5, haya llegado primero o no.',
    },
    fr: {
      q: 'Comment obtenir la carte Route la plus longue\u202f?',
      a: 'Ayez une route continue d’au moins 5 tronçons, plus longue que celle de tous les autres\u202f; la carte vaut 2 points.',
      x: 'Au départ personne n’a la carte, et le premier joueur dont le plus long chemin atteint 5 routes la prend. Ensuite, un autre joueur ne la prend qu’en construisant un chemin strictement plus long\u202f; les 2 points suivent aussitôt la carte. Si la carte a été mise de côté après une route coupée, elle va au joueur qui a seul la route la plus longue d’au moins 5, qu’il y soit arrivé le premier ou non.',
    },
    sv: {
      q: 'Hur får jag kortet Längsta vägen?',
      a: 'Bygg en sammanhängande väg på minst 5 vägbitar, längre än alla andras; kortet är värt 2 poäng.',
      x: 'I början har ingen kortet, och den första spelare vars längsta väg når 5 vägbitar tar det. Därefter tar en annan spelare det bara genom att bygga en strikt längre väg; de 2 poängen följer med kortet direkt. Har kortet lagts åt sidan efter att en väg brutits går det till den spelare som ensam har den längsta vägen på minst 5, oavsett vem som kom dit först.',
    },
  },
  {
    id: 'road-length-count', topic: 'longest-road', section: '§9', almanac: 'Longest Road', picture: 'longest-road-count',
    keywords: { en: 'loop', es: 'bucle', fr: 'boucle', sv: 'slinga' },
    en: {
      q: 'How is the length of a road counted?',
      a: 'Count the longest single path through your roads, each road at most once; branches do not add up.',
      x: 'Follow one path without using any road twice and count its pieces. A side branch counts only if the path can include it, so a network of 7 roads shaped like a Y may count just 5. A path may cross its own corners again, so a figure-8 of 11 roads counts 11. Roads that end at an opponent’s building still count.',
    },
    es: {
      q: '¿Cómo se cuenta la longitud de una ruta?',
      a: 'Cuenta el camino único más largo por tus carreteras, cada carretera una vez como mucho; los ramales no se suman.',
      x: 'Sigue un solo camino sin repetir ninguna carretera y cuenta sus piezas. Un ramal lateral solo cuenta si el camino puede incluirlo, así que una red de 7 carreteras en forma de Y puede contar solo 5. Un camino puede volver a pasar por sus propios cruces, así que un ocho de 11 carreteras cuenta 11. Las carreteras que terminan en un edificio rival también cuentan.',
    },
    fr: {
      q: 'Comment compte-t-on la longueur d’une route\u202f?',
      a: 'Comptez le plus long chemin unique à travers vos routes, chaque route au plus une fois\u202f; les embranchements ne s’additionnent pas.',
      x: 'Suivez un seul chemin sans réutiliser de route et comptez ses tronçons. Une branche ne compte que si le chemin peut l’inclure\u00a0: un réseau de 7 routes en Y peut ne compter que 5. Un chemin peut repasser par ses propres sommets, donc un huit de 11 routes compte 11. Les routes qui aboutissent à un bâtiment adverse comptent aussi.',
    },
    sv: {
      q: 'Hur räknas längden på en väg?',
      a: 'Räkna den längsta enskilda sträckan genom dina vägar, varje vägbit högst en gång; förgreningar läggs inte ihop.',
      x: 'Följ en enda sträcka utan att använda någon vägbit två gånger och räkna bitarna. En sidogren räknas bara om sträckan kan ta med den, så ett Y-format nät på 7 vägar kan räknas som bara 5. En sträcka får passera sina egna hörn igen, så en åtta av 11 vägar räknas som 11. Vägar som slutar vid en motståndares byggnad räknas också.',
    },
  },
  {
    id: 'longest-road-tie', topic: 'longest-road', section: '§9', almanac: 'Longest Road', picture: 'longest-road-tie',
    en: {
      q: 'Who gets Longest Road when two players tie?',
      a: 'On a tie the current holder keeps the card; another player takes it only with a strictly longer road, though the holder can also lose it when an opponent’s settlement breaks their road.',
      x: 'If you hold Longest Road with 6 and an opponent also reaches 6, you keep it. The opponent needs 7. Since roads are built one at a time, the first player to reach 5 takes the card. Ties after a road is broken follow their own rule (see “Can someone break my road?”).',
    },
    es: {
      q: '¿Quién se queda la Mayor Ruta Comercial si hay empate?',
      a: 'En caso de empate la conserva quien ya la tiene; otro jugador solo se la quita con una ruta estrictamente más larga, aunque también puede perderla si un poblado rival le corta la ruta.',
      x: 'Si tienes la Mayor Ruta Comercial con 6 y un rival también llega a 6, te la quedas. El rival necesita 7. Como las carreteras se construyen de una en una, el primero que llega a 5 se la lleva. Los empates después de cortar una ruta siguen su propia regla (mira «¿Pueden cortar mi ruta?»).',
    },
    fr: {
      q: 'Qui a la Route la plus longue en cas d’égalité\u202f?',
      a: 'En cas d’égalité, le détenteur la garde\u202f; un autre joueur ne la lui prend qu’avec une route strictement plus longue, mais le détenteur peut aussi la perdre si une colonie adverse coupe sa route.',
      x: 'Si vous détenez la Route la plus longue avec 6 et qu’un adversaire atteint aussi 6, vous la gardez. Il lui en faut 7. Comme les routes se posent une à une, le premier à atteindre 5 la prend. Les égalités après une route coupée suivent leur propre règle (voir «\u00a0Peut-on couper ma route\u202f?\u00a0»).',
    },
    sv: {
      q: 'Vem får Längsta vägen om två spelare har lika lång väg?',
      a: 'Vid lika längd behåller innehavaren kortet; en annan spelare tar det bara med en strikt längre väg, men innehavaren kan också förlora det om en motståndares bosättning bryter vägen.',
      x: 'Har du Längsta vägen med 6 och en motståndare också når 6 behåller du kortet. Motståndaren behöver 7. Eftersom vägar byggs en i taget tar den som först når 5 kortet. Lika längd efter att en väg brutits följer en egen regel (se ”Kan någon bryta min väg?”).',
    },
  },
  {
    id: 'road-broken', topic: 'longest-road', section: '§9', almanac: 'Longest Road', picture: 'longest-road-broken',
    en: {
      q: 'Can someone break my road?',
      a: 'Yes: an opponent who builds a settlement on a free corner between two of your roads splits your road there.',
      x: 'A path may start or end at an opponent’s building but never pass through it. After the split, the holder keeps the card if still tied for the longest road of at least 5. Otherwise, if exactly one player has the longest road of 5 or more, that player takes it. If several players tie for longest, or nobody has 5, the card is set aside until one player alone has the longest road of at least 5.',
    },
    es: {
      q: '¿Pueden cortar mi ruta?',
      a: 'Sí: si un rival construye un poblado en un cruce libre entre tus carreteras, tu ruta queda cortada ahí.',
      x: 'Un camino puede empezar o acabar en un edificio rival, pero nunca atravesarlo. Tras el corte, quien tenía la carta la conserva si sigue empatado en cabeza con una ruta comercial de al menos 5. Si no, y un solo jugador tiene la ruta comercial más larga, de 5 o más, ese jugador se la lleva. Si varios empatan en cabeza, o nadie llega a 5, la carta se aparta hasta que un único jugador tenga la ruta comercial más larga, de al menos 5.',
    },
    fr: {
      q: 'Peut-on couper ma route\u202f?',
      a: 'Oui\u00a0: un adversaire qui bâtit une colonie sur un sommet libre entre deux de vos routes la coupe à cet endroit.',
      x: 'Un chemin peut commencer ou finir à un bâtiment adverse, mais jamais le traverser. Après la coupure, le détenteur garde la carte s’il est encore à égalité pour la route la plus longue d’au moins 5. Sinon, si un seul joueur a la route la plus longue de 5 ou plus, il la prend. Si plusieurs joueurs sont à égalité en tête, ou si personne n’atteint 5, la carte est mise de côté jusqu’à ce qu’un joueur seul ait la route la plus longue d’au moins 5.',
    },
    sv: {
      q: 'Kan någon bryta min väg?',
      a: 'Ja: en motståndare som bygger en bosättning i ett ledigt hörn mellan två av dina vägar delar din väg där.',
      x: 'En sträcka får börja eller sluta vid en motståndares byggnad men aldrig passera genom den. Efter brytningen behåller innehavaren kortet om den fortfarande har längsta vägen, ensam eller delad, på minst 5. Annars, om exakt en spelare har den längsta vägen på 5 eller mer, tar den spelaren kortet. Delar flera spelare längsta vägen, eller når ingen 5, läggs kortet åt sidan tills en enda spelare har den längsta vägen på minst 5.',
    },
  },
  {
    id: 'own-settlement-road', topic: 'longest-road', section: '§9', almanac: 'Longest Road', picture: 'longest-road-own-settlement',
    en: {
      q: 'Do my own settlements break my own road?',
      a: 'No. Only an opponent’s settlement or city splits a road; your own buildings never interrupt it.',
      x: 'A path may run through any corner where you have a settlement or city, and all its roads still count. Building on your own road is therefore safe, and it even protects that corner: no opponent can settle there and split the road. The picture counts a road straight through Red’s own settlement.',
    },
    es: {
      q: '¿Mis propios poblados cortan mi propia ruta?',
      a: 'No. Solo un poblado o una ciudad rival corta una ruta; tus propios edificios nunca la interrumpen.',
      x: 'Un camino puede pasar por cualquier cruce donde tengas un poblado o una ciudad, y todas sus carreteras siguen contando. Construir sobre tu propia ruta es seguro e incluso protege ese cruce: ningún rival puede poner allí un poblado y cortarla. La imagen cuenta una ruta de corrido a través del poblado del propio Rojo.',
    },
    fr: {
      q: 'Mes propres colonies coupent-elles ma propre route\u202f?',
      a: 'Non. Seule une colonie ou une ville adverse coupe une route\u202f; un bâtiment à vous ne l’interrompt jamais.',
      x: 'Un chemin peut traverser n’importe quel sommet où vous avez une colonie ou une ville, et toutes ses routes comptent encore. Bâtir sur votre propre route ne risque donc rien, et protège même ce sommet\u00a0: aucun adversaire ne pourra s’y installer pour la couper. L’image compte une route d’un bout à l’autre à travers la colonie de Rouge.',
    },
    sv: {
      q: 'Bryter mina egna bosättningar min egen väg?',
      a: 'Nej. Bara en motståndares bosättning eller stad delar en väg; dina egna byggnader avbryter den aldrig.',
      x: 'En sträcka får gå genom varje hörn där du har en bosättning eller stad, och alla dess vägbitar räknas fortfarande. Att bygga på din egen väg är alltså ofarligt och skyddar till och med hörnet: ingen motståndare kan bygga där och dela vägen. Bilden räknar en väg rakt igenom Röds egen bosättning.',
    },
  },
  {
    id: 'road-to-opponent', topic: 'longest-road', section: '§9', almanac: 'Longest Road',
    en: {
      q: 'Does a road that ends at an opponent’s settlement count for Longest Road?',
      a: 'Yes. A road reaching an opponent’s building counts; the path just cannot go on through it.',
      x: 'The opponent’s corner is an end point: your path may stop or start there. So a ring of 6 roads broken only by one opponent’s settlement still counts 6, starting and ending at that settlement.',
    },
    es: {
      q: '¿Cuenta para la Mayor Ruta Comercial una carretera que acaba en un poblado rival?',
      a: 'Sí. La carretera que llega a un edificio rival cuenta; solo que el camino no puede seguir a través de él.',
      x: 'El cruce rival es un extremo: tu camino puede acabar o empezar allí. Así, un anillo de 6 carreteras cortado solo por un poblado rival sigue contando 6, empezando y terminando en ese poblado.',
    },
    fr: {
      q: 'Une route qui aboutit à une colonie adverse compte-t-elle pour la Route la plus longue\u202f?',
      a: 'Oui. Une route qui atteint un bâtiment adverse compte\u202f; le chemin ne peut simplement pas le traverser.',
      x: 'Le sommet adverse est une extrémité\u00a0: votre chemin peut s’y arrêter ou en partir. Ainsi, un anneau de 6 routes coupé seulement par une colonie adverse compte toujours 6, en partant de cette colonie et en y revenant.',
    },
    sv: {
      q: 'Räknas en väg som slutar vid en motståndares bosättning till Längsta vägen?',
      a: 'Ja. En väg som når en motståndares byggnad räknas; sträckan kan bara inte fortsätta genom den.',
      x: 'Motståndarens hörn är en ändpunkt: din sträcka får sluta eller börja där. En ring av 6 vägar som bara bryts av en motståndares bosättning räknas därför fortfarande som 6, med start och slut vid den bosättningen.',
    },
  },
];

export const LARGEST_ARMY: Entry[] = [
  {
    id: 'largest-army-card', topic: 'largest-army', section: '§9', almanac: 'Largest Army',
    en: {
      q: 'How do I get the Largest Army card?',
      a: 'Be the first to have played 3 Knights; it is worth 2 points.',
      x: 'Only played Knights, face up in front of you, count; Knights in your hand do not. The card goes to the first player with 3 played Knights and moves only to a player who has played strictly more.',
    },
    es: {
      q: '¿Cómo consigo la carta de Mayor Ejército?',
      a: 'Siendo el primero en haber jugado 3 Caballeros; vale 2 puntos.',
      x: 'Solo cuentan los Caballeros jugados, boca arriba delante de ti; los de la mano no. La carta es para el primer jugador con 3 Caballeros jugados y solo pasa a quien haya jugado estrictamente más.',
    },
    fr: {
      q: 'Comment obtenir la carte Armée la plus grande\u202f?',
      a: 'Soyez le premier à avoir joué 3 Chevaliers\u202f; elle vaut 2 points.',
      x: 'Seuls comptent les Chevaliers joués, face visible devant vous\u202f; ceux de votre main ne comptent pas. La carte va au premier joueur ayant joué 3 Chevaliers et ne passe qu’à un joueur qui en a joué strictement plus.',
    },
    sv: {
      q: 'Hur får jag kortet Största riddararmén?',
      a: 'Var först med 3 spelade Riddare; kortet är värt 2 poäng.',
      x: 'Bara spelade Riddare, som ligger öppna framför dig, räknas; Riddare på handen räknas inte. Kortet går till den första spelaren med 3 spelade Riddare och byter bara ägare till någon som spelat strikt fler.',
    },
  },
  {
    id: 'largest-army-tie', topic: 'largest-army', section: '§9', almanac: 'Largest Army',
    en: {
      q: 'What happens on a tie for Largest Army, and can I lose it?',
      a: 'A tie leaves the card with its holder. Yes, you can lose it, but only to someone with strictly more played Knights.',
      x: 'If you hold it with 3 Knights and an opponent plays a third, you keep it; their fourth takes it from you. Played Knights never leave the table, so the count never goes down and the card is never set aside.',
    },
    es: {
      q: '¿Qué pasa si hay empate en el Mayor Ejército, y puedo perderlo?',
      a: 'Con empate la carta se queda con quien la tiene. Sí, puedes perderla, pero solo ante quien tenga estrictamente más Caballeros jugados.',
      x: 'Si la tienes con 3 Caballeros y un rival juega su tercero, te la quedas; con su cuarto te la quita. Los Caballeros jugados nunca salen de la mesa, así que la cuenta nunca baja y la carta nunca se aparta.',
    },
    fr: {
      q: 'Que se passe-t-il en cas d’égalité pour l’Armée la plus grande, et puis-je la perdre\u202f?',
      a: 'Une égalité laisse la carte à son détenteur. Oui, vous pouvez la perdre, mais seulement au profit d’un joueur ayant joué strictement plus de Chevaliers.',
      x: 'Si vous la détenez avec 3 Chevaliers et qu’un adversaire joue son troisième, vous la gardez\u202f; son quatrième vous la prend. Les Chevaliers joués ne quittent jamais la table\u00a0: le compte ne baisse jamais et la carte n’est jamais mise de côté.',
    },
    sv: {
      q: 'Vad händer vid lika antal för Största riddararmén, och kan jag förlora den?',
      a: 'Vid lika antal behåller innehavaren kortet. Ja, du kan förlora det, men bara till någon med strikt fler spelade Riddare.',
      x: 'Har du kortet med 3 Riddare och en motståndare spelar sin tredje behåller du det; motståndarens fjärde tar det från dig. Spelade Riddare lämnar aldrig bordet, så antalet minskar aldrig och kortet läggs aldrig åt sidan.',
    },
  },
];
