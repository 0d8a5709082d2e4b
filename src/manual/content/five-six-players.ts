// Manual entries: five and six players with the official 5–6 Player Extension, and its special
// building phase (RULES.md §14). The house rule that brings the phase to 3–4 player games is in
// ./variants.ts. Each entry links to `player-count`, which says what the base game allows.
import type { Entry } from '../types.js';

export const FIVE_SIX_PLAYERS: Entry[] = [
  {
    id: 'five-six-components', topic: 'five-six-players', section: '§14', almanac: 'Game Play', extension: 'Game Components',
    picture: 'extension-island', see: ['player-count', 'harbor-kinds', 'development-deck'],
    en: {
      q: 'What changes with five or six players?',
      a: 'A larger island of 30 land hexes with two deserts, 11 harbors, 24 cards of each resource, 34 development cards, the extension’s own 28 number tokens, green and brown pieces, and the special building phase.',
      x: 'The 5–6 player extension is added to the base game’s box: 11 more terrain hexes (a desert and two each of hills, forest, pasture, fields and mountains), two more harbors (a generic 3:1 and a 2:1 wool, so 5 generic and 2 wool harbors in all), 5 more cards of each resource, and 9 more development cards, for 20 Knights, 5 Victory Points and 3 each of Road Building, Year of Plenty and Monopoly. Its 28 number tokens replace the base game’s 18: two 2s, two 12s and three of every other number. Each new colour has the usual 5 settlements, 4 cities and 15 roads. Costs, the robber, trading and the 10 points needed to win are as in the base game; the one new rule is the special building phase.',
    },
    es: {
      q: '¿Qué cambia cuando juegan cinco o seis jugadores?',
      a: 'Una isla más grande de 30 terrenos con dos desiertos, 11 puertos, 24 cartas de cada materia, 34 cartas de desarrollo, las 28 fichas numeradas propias de la ampliación, piezas verdes y marrones y la fase especial de construcción.',
      x: 'La ampliación para 5–6 jugadores se suma a la caja del juego básico: 11 terrenos más (un desierto y dos de cada uno de cerros, bosque, pastos, sembrados y montañas), dos puertos más (uno genérico 3:1 y uno 2:1 de lana, así que hay 5 genéricos y 2 de lana en total), 5 cartas más de cada materia y 9 cartas de desarrollo más, hasta 20 Caballeros, 5 Puntos de Victoria y 3 de cada una de Construcción de carreteras, Descubrimiento y Monopolio. Sus 28 fichas numeradas sustituyen a las 18 del juego básico: dos 2, dos 12 y tres de cada uno de los demás números. Cada color nuevo tiene los 5 poblados, 4 ciudades y 15 carreteras de siempre. Los costes, el ladrón, el comercio y los 10 puntos para ganar son como en el juego básico; la única regla nueva es la fase especial de construcción.',
    },
    fr: {
      q: 'Qu’est-ce qui change à cinq ou six joueurs\u202f?',
      a: 'Une île plus grande de 30 terrains dont deux déserts, 11 ports, 24 cartes de chaque ressource, 34 cartes développement, les 28 jetons propres à l’extension, des pièces vertes et brunes, et la phase de construction spéciale.',
      x: 'L’extension 5–6 joueurs s’ajoute à la boîte du jeu de base\u00a0: 11 terrains de plus (un désert et deux de chacun\u00a0: collines, forêt, pâturage, champs et montagnes), deux ports de plus (un générique 3:1 et un 2:1 à laine, soit 5 ports génériques et 2 à laine en tout), 5 cartes de plus de chaque ressource et 9 cartes développement de plus, pour 20 Chevaliers, 5 Points de victoire et 3 de chacune des cartes Construction de routes, Invention et Monopole. Ses 28 jetons remplacent les 18 du jeu de base\u00a0: deux 2, deux 12 et trois de chacun des autres nombres. Chaque nouvelle couleur a les 5 colonies, 4 villes et 15 routes habituelles. Les coûts, le voleur, le commerce et les 10 points pour gagner ne changent pas\u202f; la seule règle nouvelle est la phase de construction spéciale.',
    },
    sv: {
      q: 'Vad är annorlunda med fem eller sex spelare?',
      a: 'En större ö med 30 landskapsrutor och två öknar, 11 hamnar, 24 kort av varje råvara, 34 utvecklingskort, utbyggnadens egna 28 siffertoken, gröna och bruna pjäser och den särskilda byggfasen.',
      x: 'Utbyggnaden för 5–6 spelare läggs till grundspelets ask: 11 rutor till (en öken och två vardera av kullar, skog, betesmark, åkermark och berg), två hamnar till (en allmän 3:1-hamn och en 2:1-hamn för ull, alltså 5 allmänna hamnar och 2 för ull), 5 kort till av varje råvara och 9 utvecklingskort till, så att det blir 20 Riddare, 5 Segerpoäng och 3 vardera av Vägbygge, Uppfinning och Monopol. Dess 28 siffertoken ersätter grundspelets 18: två 2:or, två 12:or och tre av varje annan siffra. Varje ny färg har de vanliga 5 bosättningarna, 4 städerna och 15 vägarna. Kostnaderna, rövaren, handeln och de 10 poäng som krävs för att vinna är som i grundspelet; den enda nya regeln är den särskilda byggfasen.',
    },
  },
  {
    id: 'five-six-setup', topic: 'five-six-players', section: '§14', almanac: 'Set-up, Variable', extension: 'Assembling the Larger Board',
    see: ['variable-setup', 'red-numbers-apart', 'placement-rounds'],
    en: {
      q: 'How is the board laid out for five or six players?',
      a: 'Always as a variable island: terrain and harbors are shuffled, and the tokens A to Zc go in letter order along a spiral, skipping both deserts; there is no beginner map.',
      x: 'The 28 tokens are lettered A to Y, then Za, Zb and Zc. They are laid from a corner of the outer ring in towards the middle, leaving out the two deserts, and the robber starts on a desert: the rulebook lets you pick either, and this game takes the first in reading order. The rulebook only suggests a starting layout, with no fixed starting places, so for 5 or 6 this game offers variable, random and balanced boards, never the beginner map. Checked over every corner, both directions and every pair of deserts: the letter order never puts two red numbers (6 or 8) side by side, though equal numbers can touch (two 11s follow each other). Placement is the usual two rounds, the second in reverse order, and each player takes the resources of their second settlement.',
    },
    es: {
      q: '¿Cómo se monta el tablero para cinco o seis jugadores?',
      a: 'Siempre como isla variable: se barajan terrenos y puertos, y las fichas de la A a la Zc se colocan por orden de letra en espiral, saltando los dos desiertos; no hay mapa para principiantes.',
      x: 'Las 28 fichas llevan las letras de la A a la Y y después Za, Zb y Zc. Se colocan desde una esquina del anillo exterior hacia el centro, sin los dos desiertos, y el ladrón empieza en un desierto: el reglamento deja elegir cualquiera de los dos, y este juego toma el primero en orden de lectura. El reglamento solo sugiere una disposición inicial, sin posiciones de salida fijas, así que para 5 o 6 este juego ofrece tableros variables, aleatorios y equilibrados, nunca el mapa para principiantes. Comprobado para cada esquina, ambos sentidos y cada pareja de desiertos: el orden de letras nunca deja juntos dos números rojos (6 u 8), aunque sí pueden tocarse dos números iguales (dos 11 van seguidos). La colocación es la de siempre, en dos rondas, la segunda en orden inverso, y cada jugador recibe las materias de su segundo poblado.',
    },
    fr: {
      q: 'Comment dispose-t-on le plateau à cinq ou six joueurs\u202f?',
      a: 'Toujours en île variable\u00a0: terrains et ports sont mélangés, et les jetons de A à Zc sont posés dans l’ordre des lettres en spirale, en sautant les deux déserts\u202f; il n’y a pas de carte pour débutants.',
      x: 'Les 28 jetons portent les lettres A à Y, puis Za, Zb et Zc. On les pose depuis un coin de l’anneau extérieur vers le centre, sans les deux déserts, et le voleur commence sur un désert\u00a0: la règle laisse choisir l’un ou l’autre, et ce jeu prend le premier dans l’ordre de lecture. La règle ne fait que suggérer une disposition de départ, sans emplacements de départ fixes\u202f; à 5 ou 6, ce jeu propose donc des plateaux variables, aléatoires et équilibrés, jamais la carte pour débutants. Vérifié pour chaque coin, dans les deux sens et pour chaque paire de déserts\u00a0: l’ordre des lettres ne met jamais deux nombres rouges (6 ou 8) côte à côte, même si deux nombres égaux peuvent se toucher (deux 11 se suivent). Le placement se fait comme d’habitude en deux tours, le second dans l’ordre inverse, et chacun reçoit les ressources de sa deuxième colonie.',
    },
    sv: {
      q: 'Hur läggs brädet ut för fem eller sex spelare?',
      a: 'Alltid som en variabel ö: rutor och hamnar blandas, och siffertoken A till Zc läggs i bokstavsordning i en spiral och hoppar över båda öknarna; någon nybörjarkarta finns inte.',
      x: 'De 28 siffertoken har bokstäverna A till Y och sedan Za, Zb och Zc. De läggs från ett hörn av den yttre ringen in mot mitten, utan de två öknarna, och rövaren börjar i en öken: regelboken låter er välja vilken, och det här spelet tar den första i läsordning. Regelboken föreslår bara en startuppställning, utan fasta startplatser, så för 5 eller 6 erbjuder det här spelet variabla, slumpade och balanserade bräden, aldrig nybörjarkartan. Kontrollerat för varje hörn, båda riktningarna och varje par av öknar: bokstavsordningen lägger aldrig två röda siffror (6 eller 8) bredvid varandra, men lika siffror kan hamna intill varandra (två 11:or följer på varandra). Placeringen sker som vanligt i två rundor, den andra i omvänd ordning, och var och en tar råvarorna från sin andra bosättning.',
    },
  },
  {
    id: 'special-building-phase', topic: 'five-six-players', section: '§14', almanac: 'Build', extension: 'The Special Build Phase',
    picture: 'special-building', see: ['player-count', 'off-turn-actions', 'build-as-much'],
    en: {
      q: 'What is the special building phase?',
      a: 'A phase between turns: after each turn, the other players one by one in turn order, starting from the left of the player who has just finished, may build and buy development cards with the cards they hold.',
      x: 'With five or six players the wait between your turns is long, so this phase lets you build between turns, right after someone else’s turn ends. When a player ends their turn, the others get a chance to spend before the next roll, one after another clockwise. Each may build roads, settlements and cities and buy development cards, as often as they can pay, at the usual costs and within the distance rule and the pieces in their supply. The player who has just finished takes no part. When the last of the others is done, the next player’s turn begins as usual: that player may play a development card before rolling, and one who already has the points to win wins at once, before the roll. The phase is nobody’s turn, and the turn count moves on only when the next turn begins. It belongs to every game of 5 or 6 players, unless you switch it off as a house rule.',
    },
    es: {
      q: '¿Qué es la fase especial de construcción?',
      a: 'Una fase de construcción entre turnos: tras cada turno, los demás jugadores, uno a uno y en orden de turno empezando por la izquierda de quien acaba de terminar, pueden construir y comprar cartas de desarrollo con las cartas que tienen.',
      x: 'Con cinco o seis jugadores la espera entre tus turnos es larga, así que esta fase te deja construir entre turnos, justo cuando acaba el turno de otro. Cuando un jugador termina su turno, los demás tienen ocasión de gastar antes de la siguiente tirada, uno tras otro en el sentido de las agujas del reloj. Cada uno puede construir carreteras, poblados y ciudades y comprar cartas de desarrollo, tantas veces como pueda pagar, a los costes de siempre y respetando la regla de la distancia y las piezas que le quedan. Quien acaba de terminar no participa. Cuando ha terminado el último de los demás, empieza el turno del siguiente jugador como siempre: puede jugar una carta de desarrollo antes de tirar, y si ya tiene los puntos para ganar, gana en el acto, antes de la tirada. La fase no es el turno de nadie, y la cuenta de turnos solo avanza cuando empieza el siguiente. Forma parte de toda partida de 5 o 6 jugadores, salvo que la quitéis como variante.',
    },
    fr: {
      q: 'Qu’est-ce que la phase de construction spéciale\u202f?',
      a: 'Une phase de construction entre deux tours\u00a0: après chaque tour, les autres joueurs, l’un après l’autre dans l’ordre du jeu en commençant à gauche de celui qui vient de finir, peuvent construire et acheter des cartes développement avec les cartes qu’ils ont en main.',
      x: 'À cinq ou six, l’attente entre deux de vos tours est longue\u00a0: cette phase vous permet de construire entre les tours, juste à la fin du tour d’un autre joueur. Quand un joueur finit son tour, les autres peuvent dépenser avant le lancer suivant, l’un après l’autre dans le sens des aiguilles d’une montre. Chacun peut bâtir des routes, des colonies et des villes et acheter des cartes développement, autant qu’il peut payer, aux coûts habituels et dans le respect de la règle de distance et des pièces qui lui restent. Le joueur qui vient de finir n’y participe pas. Quand le dernier des autres a fini, le tour du joueur suivant commence comme d’habitude\u00a0: il peut jouer une carte développement avant de lancer, et s’il a déjà les points pour gagner, il gagne aussitôt, avant le lancer. La phase n’est le tour de personne, et le compte des tours n’avance qu’au début du tour suivant. Elle fait partie de toute partie à 5 ou 6 joueurs, sauf si vous la retirez comme variante.',
    },
    sv: {
      q: 'Vad är den särskilda byggfasen?',
      a: 'En byggfas mellan turerna: efter varje tur får de andra spelarna, en i taget i turordning med början till vänster om den som just har slutat, bygga och köpa utvecklingskort med de kort de har.',
      x: 'Med fem eller sex spelare blir väntan mellan dina turer lång, så den här fasen låter dig bygga mellan turerna, direkt när någon annans tur slutar. När en spelare avslutar sin tur får de andra chansen att använda sina kort före nästa slag, en efter en medurs. Var och en får bygga vägar, bosättningar och städer och köpa utvecklingskort, så många gånger som korten räcker till, till de vanliga kostnaderna och inom avståndsregeln och de pjäser som finns kvar i förrådet. Den som just har slutat är inte med. När den sista av de andra är klar börjar nästa spelares tur som vanligt: den spelaren får spela ett utvecklingskort före slaget, och den som redan har poängen för att vinna vinner direkt, före slaget. Fasen är ingens tur, och turräkningen går vidare först när nästa tur börjar. Den hör till varje parti med 5 eller 6 spelare, om ni inte stänger av den som husregel.',
    },
  },
  {
    id: 'special-building-limits', topic: 'five-six-players', section: '§14', almanac: 'Trade', extension: 'The Special Build Phase',
    see: ['road-building-card', 'bank-trade-four', 'one-card-per-turn'],
    en: {
      q: 'What is not allowed in the special building phase?',
      a: 'Trading of any kind, with players or with the bank and its harbors, and playing development cards, not even Road Building: you may only build and buy.',
      x: 'Plan with the cards already in your hand: you cannot swap for the one card you lack, and a 4:1 or harbor trade must wait for your own turn. Development cards are played only on your own turn, so Road Building’s two free roads are never placed in the phase, and a Knight cannot move the robber there. No dice are rolled either, so the phase brings no production, no 7, no discards and no robber. Buying a development card is allowed.',
    },
    es: {
      q: '¿Qué no está permitido en la fase especial de construcción?',
      a: 'Comerciar de cualquier forma, con jugadores o con la banca y sus puertos, y jugar cartas de desarrollo, ni siquiera Construcción de carreteras: solo se puede construir y comprar.',
      x: 'Cuenta con las cartas que ya tienes en la mano: no puedes comerciar para conseguir la carta que te falta, y el comercio marítimo, 4:1 o en un puerto, tiene que esperar a tu propio turno. Las cartas de desarrollo solo se juegan en tu propio turno, así que las dos carreteras gratis de Construcción de carreteras nunca se colocan en la fase, y un Caballero no puede mover allí el ladrón. Tampoco se tiran los dados, así que la fase no trae producción, ni 7, ni descartes, ni ladrón. Comprar una carta de desarrollo sí está permitido.',
    },
    fr: {
      q: 'Qu’est-ce qui est interdit pendant la phase de construction spéciale\u202f?',
      a: 'Tout échange, avec les joueurs ou avec la banque et ses ports, et jouer des cartes développement, pas même Construction de routes\u00a0: on peut seulement construire et acheter.',
      x: 'Comptez avec les cartes que vous avez déjà en main\u00a0: impossible d’échanger pour obtenir la carte qui vous manque, et le commerce maritime, à 4:1 ou par un port, attend votre propre tour. Les cartes développement ne se jouent que pendant votre tour\u00a0: les deux routes gratuites de Construction de routes ne sont donc jamais posées pendant la phase, et un Chevalier ne peut pas y déplacer le voleur. On ne lance pas non plus les dés\u00a0: la phase n’apporte ni production, ni 7, ni défausse, ni voleur. Acheter une carte développement est permis.',
    },
    sv: {
      q: 'Vad är inte tillåtet i den särskilda byggfasen?',
      a: 'Att handla på något sätt, med spelare eller med banken och dess hamnar, och att spela utvecklingskort, inte ens Vägbygge: du får bara bygga och köpa.',
      x: 'Räkna med de kort du redan har på handen: du kan inte byta till dig det kort du saknar, och handel med banken, 4:1 eller via en hamn, får vänta till din egen tur. Utvecklingskort spelas bara på din egen tur, så Vägbygges två gratisvägar läggs aldrig i fasen, och en Riddare kan inte flytta rövaren där. Inga tärningar slås heller, så fasen ger ingen produktion, ingen sjua, ingen kastning och ingen rövare. Att köpa ett utvecklingskort är tillåtet.',
    },
  },
  {
    id: 'special-building-win', topic: 'five-six-players', section: '§14', almanac: 'Ending the Game', extension: 'The Special Build Phase',
    see: ['ten-on-another-turn', 'how-to-win'],
    en: {
      q: 'Can I win during the special building phase?',
      a: 'No: you win at the start of your own next turn, before rolling, if you still have the points then.',
      x: 'Reaching 10 points in the phase, with a settlement, a city or a Victory Point card you buy there, does not end the game, because a player wins only on their own turn. The phase goes on round the table; when your turn begins you win at once, provided nobody has taken points from you in the meantime, for example another builder taking Longest Road from you.',
    },
    es: {
      q: '¿Puedo ganar durante la fase especial de construcción?',
      a: 'No: ganas al empezar tu siguiente turno, antes de tirar, si todavía tienes los puntos.',
      x: 'Llegar a 10 puntos en la fase, con un poblado, una ciudad o una carta de Punto de Victoria que compras en ella, no termina la partida, porque solo se gana en el propio turno. La fase sigue su ronda; cuando te toca ganas en el acto, siempre que nadie te haya quitado puntos entretanto, por ejemplo si alguien se lleva tu Mayor Ruta Comercial construyendo en la fase.',
    },
    fr: {
      q: 'Puis-je gagner pendant la phase de construction spéciale\u202f?',
      a: 'Non\u00a0: vous gagnez au début de votre prochain tour, avant de lancer les dés, si vous avez encore les points.',
      x: 'Atteindre 10 points pendant la phase, avec une colonie, une ville ou une carte Point de victoire que vous y achetez, ne termine pas la partie, car on ne gagne que pendant son propre tour. La phase continue son tour de table\u202f; quand votre tour commence, vous gagnez aussitôt, à condition que personne ne vous ait pris de points entre-temps, par exemple un autre joueur qui vous prend la Route la plus longue en construisant pendant la phase.',
    },
    sv: {
      q: 'Kan jag vinna under den särskilda byggfasen?',
      a: 'Nej: du vinner i början av din nästa egna tur, innan du slår, om du fortfarande har poängen då.',
      x: 'Att nå 10 poäng i fasen, med en bosättning, en stad eller ett Segerpoängkort som du köper där, avslutar inte partiet, eftersom man bara vinner på sin egen tur. Fasen fortsätter runt bordet; när din tur börjar vinner du direkt, förutsatt att ingen har tagit poäng från dig under tiden, till exempel en annan spelare som tar Längsta vägen från dig genom att bygga i fasen.',
    },
  },
  {
    id: 'special-building-cards', topic: 'five-six-players', section: '§14', almanac: 'Development Cards', extension: 'The Special Build Phase',
    see: ['not-the-turn-bought', 'victory-point-cards'],
    en: {
      q: 'May I play a development card I bought in the special building phase?',
      a: 'Yes, from your next turn on, even when that turn comes straight after the phase; never in the phase itself.',
      x: 'A card bought in the phase was not bought on your turn, so the rule against playing a card on the turn you bought it does not hold it back: you may play it on your next turn, before the roll or in the action phase, within the usual limit of one card a turn. A Victory Point card counts from the moment you buy it, as always, but it cannot win the game until your own turn.',
    },
    es: {
      q: '¿Puedo jugar una carta de desarrollo que compré en la fase especial de construcción?',
      a: 'Sí, desde tu siguiente turno, aunque ese turno llegue justo después de la fase; nunca durante la propia fase.',
      x: 'Una carta comprada en la fase no se compró en tu turno, así que la regla que impide jugar una carta en el turno en que la compraste no la retiene: puedes jugarla en tu siguiente turno, antes de tirar o en la fase de acción, con el límite de siempre de una carta por turno. Una carta de Punto de Victoria cuenta desde que la compras, como siempre, pero no puede darte la victoria hasta tu propio turno.',
    },
    fr: {
      q: 'Puis-je jouer une carte développement achetée pendant la phase de construction spéciale\u202f?',
      a: 'Oui, dès votre prochain tour, même s’il vient juste après la phase\u202f; jamais pendant la phase elle-même.',
      x: 'Une carte achetée pendant la phase ne l’a pas été pendant votre tour\u00a0: la règle qui interdit de jouer une carte le tour de son achat ne la bloque donc pas, et vous pouvez la jouer à votre prochain tour, avant le lancer ou pendant la phase d’actions, dans la limite habituelle d’une carte par tour. Une carte Point de victoire compte dès son achat, comme toujours, mais elle ne peut vous faire gagner que pendant votre propre tour.',
    },
    sv: {
      q: 'Får jag spela ett utvecklingskort som jag köpte i den särskilda byggfasen?',
      a: 'Ja, från din nästa tur, även när den turen kommer direkt efter fasen; aldrig under själva fasen.',
      x: 'Ett kort som köps i fasen köptes inte på din tur, så regeln att ett kort inte får spelas samma tur som det köptes håller inte tillbaka det: du får spela det på din nästa tur, före slaget eller i handels- och byggfasen, inom den vanliga gränsen på ett kort per tur. Ett Segerpoängkort räknas från det ögonblick du köper det, som alltid, men kan inte ge dig vinsten förrän på din egen tur.',
    },
  },
  {
    id: 'special-building-longest-road', topic: 'five-six-players', section: '§14', almanac: 'Longest Road', extension: 'The Special Build Phase',
    picture: 'special-building-longest-road', see: ['longest-road-card', 'road-broken', 'largest-army-card'],
    en: {
      q: 'Can Longest Road change hands during the special building phase?',
      a: 'Yes, at once: a road built in the phase can take the card, and a settlement built in it can break another player’s road.',
      x: 'Longest Road is checked after every road and settlement, in the phase as on a turn. A builder whose road becomes strictly longer than the holder’s takes the card and its 2 points straight away; a settlement that splits the holder’s road can pass the card on or set it aside. Largest Army cannot change in the phase, since no Knight is played there. Points gained this way still win only on their owner’s own turn.',
    },
    es: {
      q: '¿Puede cambiar de manos la Mayor Ruta Comercial durante la fase especial de construcción?',
      a: 'Sí, en el acto: una carretera construida en la fase puede llevarse la carta, y un poblado construido en ella puede cortar la ruta de otro jugador.',
      x: 'La Mayor Ruta Comercial se comprueba tras cada carretera y cada poblado, en la fase igual que en un turno. Quien construye una ruta estrictamente más larga que la del poseedor se lleva la carta y sus 2 puntos en el momento; un poblado que corta la ruta del poseedor puede hacer que la carta cambie de dueño o se aparte. El Mayor Ejército no puede cambiar en la fase, porque en ella no se juega ningún Caballero. Los puntos ganados así solo dan la victoria en el propio turno de su dueño.',
    },
    fr: {
      q: 'La Route la plus longue peut-elle changer de main pendant la phase de construction spéciale\u202f?',
      a: 'Oui, aussitôt\u00a0: une route posée pendant la phase peut prendre la carte, et une colonie bâtie pendant la phase peut couper la route d’un autre joueur.',
      x: 'La Route la plus longue est vérifiée après chaque route et chaque colonie, pendant la phase comme pendant un tour. Celui dont la route devient strictement plus longue que celle du détenteur prend la carte et ses 2 points tout de suite\u202f; une colonie qui coupe la route du détenteur peut faire passer la carte à un autre ou la faire mettre de côté. L’Armée la plus grande ne peut pas changer pendant la phase, puisqu’on n’y joue aucun Chevalier. Les points gagnés ainsi ne font gagner que pendant le propre tour de leur détenteur.',
    },
    sv: {
      q: 'Kan Längsta vägen byta ägare under den särskilda byggfasen?',
      a: 'Ja, genast: en väg som byggs i fasen kan ta kortet, och en bosättning som byggs i den kan bryta en annan spelares väg.',
      x: 'Längsta vägen kontrolleras efter varje väg och varje bosättning, i fasen lika väl som på en tur. Den vars väg blir strikt längre än innehavarens tar kortet och dess 2 poäng direkt; en bosättning som delar innehavarens väg kan flytta kortet till någon annan eller göra att det läggs åt sidan. Största riddararmén kan inte ändras i fasen, eftersom ingen Riddare spelas där. Poäng som vinns så ger ändå bara vinsten på ägarens egen tur.',
    },
  },
  {
    id: 'special-building-pass', topic: 'five-six-players', section: '§14', almanac: 'Build', extension: 'The Special Build Phase',
    picture: 'special-building',
    en: {
      q: 'What happens in the special building phase to a player who cannot build anything?',
      a: 'That player is passed over, and the phase moves on to the next player who can build or buy.',
      x: 'A player who can pay for nothing (no road, settlement, city or development card, or no piece or free place for what they could pay for) has nothing to decide, so the game does not wait for them, just as a player at a real table passes at once. A player who can build may still choose not to, and ends their part. The rulebook does not say how a player declines; passing over those who cannot act is this game’s ruling, to keep games of people and bots moving.',
    },
    es: {
      q: '¿Qué pasa en la fase especial de construcción con un jugador que no puede construir nada?',
      a: 'Se salta a ese jugador, y la fase pasa al siguiente que pueda construir o comprar.',
      x: 'Un jugador que no puede pagar nada (ni carretera, ni poblado, ni ciudad, ni carta de desarrollo, o que no tiene pieza ni sitio libre para lo que podría pagar) no tiene nada que decidir, así que el juego no le espera, igual que en una mesa de verdad ese jugador pasaría enseguida. Quien puede construir puede también no hacerlo, y termina su parte. El reglamento no dice cómo se renuncia; saltar a quien no puede actuar es la decisión de este juego, para que las partidas entre personas y bots no se detengan.',
    },
    fr: {
      q: 'Que se passe-t-il pendant la phase de construction spéciale pour un joueur qui ne peut rien construire\u202f?',
      a: 'Ce joueur est passé, et la phase continue avec le suivant qui peut construire ou acheter.',
      x: 'Un joueur qui ne peut rien payer (ni route, ni colonie, ni ville, ni carte développement, ou qui n’a ni pièce ni emplacement libre pour ce qu’il pourrait payer) n’a rien à décider\u00a0: le jeu ne l’attend pas, comme autour d’une vraie table ce joueur passerait tout de suite. Celui qui peut construire peut aussi s’en abstenir, et termine sa part. La règle ne dit pas comment on renonce\u202f; passer ceux qui ne peuvent pas agir est la décision de ce jeu, pour que les parties entre joueurs et bots avancent.',
    },
    sv: {
      q: 'Vad händer i den särskilda byggfasen med en spelare som inte kan bygga något?',
      a: 'Den spelaren hoppas över, och fasen går vidare till nästa spelare som kan bygga eller köpa.',
      x: 'En spelare som inte kan betala för något (ingen väg, bosättning, stad eller utvecklingskort, eller ingen pjäs eller ledig plats för det som spelaren kan betala) har inget att bestämma, så spelet väntar inte, precis som en spelare vid ett riktigt bord skulle stå över direkt. Den som kan bygga får ändå låta bli och avslutar då sin del. Regelboken säger inte hur man avstår; att hoppa över den som inte kan agera är det här spelets beslut, så att partier mellan människor och bottar inte stannar upp.',
    },
  },
];
