// Manual entries: setting up the board and the starting pieces (RULES.md §3).
import type { Entry } from '../types.js';

export const SETUP: Entry[] = [
  {
    id: 'beginner-setup', topic: 'setup', section: '§3', almanac: 'Set-up Phase', see: ['five-six-setup'],
    en: {
      q: 'What is the beginner set-up?',
      a: 'A fixed map with fixed starting settlements and roads, recommended for a first game.',
      x: 'Terrain, number tokens and harbors are laid out as on the rulebook’s starting map, and each colour begins with two settlements and two roads in set places, so nobody has to choose a spot before knowing the game. Each player then takes one resource card for every hex around their second (marked) settlement. With 3 players, white is left out. It is for 3 or 4 players only: the larger island of the extension has no beginner map.',
    },
    es: {
      q: '¿Qué es el montaje para principiantes?',
      a: 'Un tablero fijo con poblados y carreteras iniciales ya decididos, recomendado para la primera partida.',
      x: 'Terrenos, fichas numeradas y puertos se colocan como en el mapa inicial del reglamento, y cada color empieza con dos poblados y dos carreteras en lugares fijos, así nadie tiene que elegir sitio sin conocer el juego. Después cada jugador coge una carta por cada terreno alrededor de su segundo poblado (el marcado). A 3 jugadores se deja fuera el blanco. Es solo para 3 o 4 jugadores: la isla grande de la ampliación no tiene mapa para principiantes.',
    },
    fr: {
      q: 'Qu’est-ce que la mise en place pour débutants\u202f?',
      a: 'Un plateau fixe avec des colonies et des routes de départ imposées, conseillé pour une première partie.',
      x: 'Terrains, jetons et ports sont disposés comme sur la carte de départ de la règle, et chaque couleur commence avec deux colonies et deux routes à des places fixes\u00a0: personne n’a à choisir un emplacement sans connaître le jeu. Chacun prend ensuite une carte par terrain autour de sa seconde colonie (celle qui est marquée). À 3 joueurs, on retire le blanc. Elle ne vaut qu’à 3 ou 4 joueurs\u00a0: la grande île de l’extension n’a pas de carte pour débutants.',
    },
    sv: {
      q: 'Vad är nybörjaruppställningen?',
      a: 'En fast karta med bestämda startbosättningar och vägar, rekommenderad för ett första parti.',
      x: 'Landskap, siffertoken och hamnar läggs som på regelhäftets startkarta, och varje färg börjar med två bosättningar och två vägar på fasta platser, så ingen behöver välja plats innan man kan spelet. Sedan tar varje spelare ett kort för varje ruta runt sin andra (markerade) bosättning. Med 3 spelare lämnas vit utanför. Den finns bara för 3 eller 4 spelare: utbyggnadens större ö har ingen nybörjarkarta.',
    },
  },
  {
    id: 'variable-setup', topic: 'setup', section: '§3', almanac: 'Set-up, Variable',
    en: {
      q: 'How do we lay out a variable board?',
      a: 'Shuffle frame and terrain, then lay the tokens A to R in a counter-clockwise spiral from a corner, skipping the desert.',
      x: 'Each token has a letter on its back. Starting at any corner of the outer ring, place them in letter order (A5 B2 C6 D3 E8 F10 G9 H12 I11 J4 K8 L10 M9 N4 O5 P6 Q3 R11), going counter-clockwise and spiralling in to the centre, and pass over the desert, which gets no token. The robber goes on the desert. Players then place their starting pieces themselves.',
    },
    es: {
      q: '¿Cómo se monta un tablero variable?',
      a: 'Baraja marco y terrenos y coloca las fichas de la A a la R en espiral antihoraria desde una esquina, saltando el desierto.',
      x: 'Cada ficha lleva una letra en el dorso. Empezando por cualquier esquina del anillo exterior, colócalas en orden alfabético (A5 B2 C6 D3 E8 F10 G9 H12 I11 J4 K8 L10 M9 N4 O5 P6 Q3 R11), en sentido antihorario y en espiral hacia el centro, sin poner ninguna en el desierto. El ladrón va al desierto. Luego cada jugador coloca sus piezas iniciales.',
    },
    fr: {
      q: 'Comment installer un plateau variable\u202f?',
      a: 'Mélangez le cadre et les terrains, puis posez les jetons de A à R en spirale dans le sens inverse des aiguilles d’une montre depuis un coin, en sautant le désert.',
      x: 'Chaque jeton porte une lettre au dos. En partant de n’importe quel coin de l’anneau extérieur, posez-les dans l’ordre des lettres (A5 B2 C6 D3 E8 F10 G9 H12 I11 J4 K8 L10 M9 N4 O5 P6 Q3 R11), dans le sens inverse des aiguilles d’une montre, en spirale vers le centre, sans rien poser sur le désert. Le voleur va sur le désert. Les joueurs placent ensuite eux-mêmes leurs pièces de départ.',
    },
    sv: {
      q: 'Hur bygger man upp ett varierat bräde?',
      a: 'Blanda ram och landskap och lägg siffertoken A till R i en spiral moturs från ett hörn, förbi öknen.',
      x: 'Varje siffertoken har en bokstav på baksidan. Börja i valfritt hörn av den yttre ringen och lägg dem i bokstavsordning (A5 B2 C6 D3 E8 F10 G9 H12 I11 J4 K8 L10 M9 N4 O5 P6 Q3 R11), moturs i en spiral in mot mitten, och hoppa över öknen som inte får något siffertoken. Rövaren ställs i öknen. Sedan placerar spelarna själva sina startpjäser.',
    },
  },
  {
    id: 'red-numbers-apart', topic: 'setup', section: '§3', almanac: 'Set-up, Variable',
    en: {
      q: 'Can two red numbers (6 and 8) end up next to each other?',
      a: 'Not with the lettered spiral: it never puts two red tokens on neighbouring hexes.',
      x: 'Wherever the desert lies, whichever corner you start from and in either direction, laying the tokens in letter order keeps every 6 and 8 apart; this project’s tests check all the cases. Other board generators offered by the game (random tokens with “no adjacent reds”, balanced boards) are options, not the standard rule.',
    },
    es: {
      q: '¿Pueden quedar juntos dos números rojos (6 y 8)?',
      a: 'No con la espiral por letras: nunca pone dos fichas rojas en terrenos vecinos.',
      x: 'Esté donde esté el desierto, empieces en la esquina que empieces y en cualquier sentido, colocar las fichas por orden alfabético mantiene separados todos los 6 y 8; las pruebas de este proyecto comprueban todos los casos. Los otros generadores de tablero del juego (fichas al azar sin rojos vecinos, tableros equilibrados) son opciones, no la regla estándar.',
    },
    fr: {
      q: 'Deux nombres rouges (6 et 8) peuvent-ils se retrouver côte à côte\u202f?',
      a: 'Pas avec la spirale alphabétique\u00a0: elle ne place jamais deux jetons rouges sur des terrains voisins.',
      x: 'Quel que soit l’emplacement du désert, le coin de départ et le sens choisi, poser les jetons dans l’ordre des lettres sépare toujours les 6 et les 8\u202f; les tests de ce projet vérifient tous les cas. Les autres générateurs proposés par le jeu (jetons au hasard sans rouges voisins, plateaux équilibrés) sont des options, pas la règle standard.',
    },
    sv: {
      q: 'Kan två röda siffror (6 och 8) hamna bredvid varandra?',
      a: 'Inte med bokstavsspiralen: den lägger aldrig två röda siffertoken på grannrutor.',
      x: 'Var öknen än ligger, vilket hörn du än börjar i och åt vilket håll du än går, håller bokstavsordningen alla sexor och åttor isär; projektets tester kontrollerar alla fall. Spelets andra brädgeneratorer (slumpade siffertoken utan röda grannar, balanserade bräden) är tillval, inte standardregeln.',
    },
  },
  {
    id: 'robber-starts-desert', topic: 'setup', section: '§3', almanac: 'Desert',
    see: ['five-six-setup'],
    en: {
      q: 'Where does the robber start?',
      a: 'On the desert, in both the beginner and the variable set-up; with five or six players, on one of the two deserts.',
      x: 'The desert has no number token, so the robber blocks nothing at first. It stays there until the first 7 is rolled or the first Knight is played.',
    },
    es: {
      q: '¿Dónde empieza el ladrón?',
      a: 'En el desierto, tanto en el montaje para principiantes como en el variable; con cinco o seis jugadores, en uno de los dos desiertos.',
      x: 'El desierto no tiene ficha numerada, así que al principio el ladrón no bloquea nada. Se queda allí hasta que sale el primer 7 o alguien juega el primer Caballero.',
    },
    fr: {
      q: 'Où le voleur commence-t-il\u202f?',
      a: 'Sur le désert, avec la mise en place pour débutants comme avec le plateau variable\u202f; à cinq ou six joueurs, sur l’un des deux déserts.',
      x: 'Le désert n’a pas de jeton, donc au départ le voleur ne bloque rien. Il y reste jusqu’au premier 7 ou au premier Chevalier joué.',
    },
    sv: {
      q: 'Var börjar rövaren?',
      a: 'I öknen, både med nybörjaruppställningen och med ett varierat bräde; med fem eller sex spelare i en av de två öknarna.',
      x: 'Öknen har inget siffertoken, så i början blockerar rövaren ingenting. Den står kvar där tills någon slår den första sjuan eller spelar den första Riddaren.',
    },
  },
  {
    id: 'first-player', topic: 'setup', section: '§3', almanac: 'Set-up Phase',
    en: {
      q: 'Who starts, and in which direction does play go?',
      a: 'The highest roll of two dice starts; play then goes clockwise.',
      x: 'Everyone rolls both dice and the highest total begins (roll again on a tie for highest). Turns then pass to the left, clockwise round the table, both in the first placement round and in the game itself.',
    },
    es: {
      q: '¿Quién empieza y en qué sentido se juega?',
      a: 'Empieza quien saque la suma más alta con dos dados; después se juega en sentido horario.',
      x: 'Todos tiran los dos dados y empieza la suma más alta (si hay empate en cabeza, se vuelve a tirar). Luego el turno pasa a la izquierda, en sentido horario, tanto en la primera ronda de colocación como en la partida.',
    },
    fr: {
      q: 'Qui commence, et dans quel sens joue-t-on\u202f?',
      a: 'Le plus haut total aux deux dés commence\u202f; on joue ensuite dans le sens des aiguilles d’une montre.',
      x: 'Chacun lance les deux dés et le plus haut total commence (en cas d’égalité en tête, on relance). Le tour passe ensuite à gauche, dans le sens des aiguilles d’une montre, aussi bien pour le premier tour de placement que pendant la partie.',
    },
    sv: {
      q: 'Vem börjar, och åt vilket håll går spelet?',
      a: 'Den som slår högst med två tärningar börjar; sedan går turen medurs.',
      x: 'Alla slår båda tärningarna och högst summa börjar (vid delad högsta summa slår man om). Därefter går turen till vänster, medurs runt bordet, både i den första placeringsrundan och under resten av partiet.',
    },
  },
  {
    id: 'placement-rounds', topic: 'setup', section: '§3', almanac: 'Set-up Phase',
    en: {
      q: 'In what order are the starting settlements and roads placed?',
      a: 'Round 1 in turn order, round 2 in reverse order, each time one settlement plus one road touching it.',
      x: 'In the first round each player, starting with the first, places a settlement on a free intersection and a road on an edge touching it. The second round goes back the other way: the last player places twice in a row, and the first player places last. The distance rule applies in both rounds.',
    },
    es: {
      q: '¿En qué orden se colocan los poblados y carreteras iniciales?',
      a: 'Ronda 1 en el orden de turno, ronda 2 en orden inverso; cada vez un poblado y una carretera que lo toque.',
      x: 'En la primera ronda cada jugador, empezando por el primero, coloca un poblado en un cruce libre y una carretera en un camino que lo toque. La segunda ronda va al revés: el último jugador coloca dos veces seguidas y el primero coloca el último. La regla de la distancia vale en las dos rondas.',
    },
    fr: {
      q: 'Dans quel ordre se fait le placement initial des colonies et des routes\u202f?',
      a: 'Premier tour dans l’ordre du jeu, second tour dans l’ordre inverse, à chaque fois une colonie et une route qui la touche.',
      x: 'Au premier tour, chaque joueur, en commençant par le premier, pose une colonie sur un sommet libre et une route sur une arête qui la touche. Le second tour repart dans l’autre sens\u00a0: le dernier joueur pose deux fois de suite et le premier joueur pose en dernier. La règle de distance s’applique aux deux tours.',
    },
    sv: {
      q: 'I vilken ordning placeras startbosättningar och vägar?',
      a: 'Runda 1 i turordning, runda 2 i omvänd ordning, varje gång en bosättning och en väg som rör den.',
      x: 'I första rundan placerar varje spelare, med början hos startspelaren, en bosättning i ett ledigt hörn och en väg på en kant som rör den. Andra rundan går åt andra hållet: sista spelaren placerar två gånger i rad och startspelaren placerar sist. Avståndsregeln gäller i båda rundorna.',
    },
  },
  {
    id: 'second-settlement-apart', topic: 'setup', section: '§3', almanac: 'Set-up Phase',
    en: {
      q: 'Must my second settlement connect to my first?',
      a: 'No: the second settlement can be anywhere legal; its road must touch that second settlement.',
      x: 'During set-up neither settlement needs a road leading to it. The road placed in round 2 must touch the settlement placed in the same round, not the first one. Only after set-up must every new settlement be reached by one of your roads.',
    },
    es: {
      q: '¿Mi segundo poblado tiene que estar conectado al primero?',
      a: 'No: el segundo poblado puede ir en cualquier sitio legal; su carretera debe tocar ese segundo poblado.',
      x: 'Durante la preparación ningún poblado necesita una carretera que llegue hasta él. La carretera de la ronda 2 tiene que tocar el poblado colocado en esa misma ronda, no el primero. Solo después de la preparación cada poblado nuevo debe estar junto a una carretera tuya.',
    },
    fr: {
      q: 'Ma seconde colonie doit-elle être reliée à la première\u202f?',
      a: 'Non\u00a0: la seconde colonie peut être n’importe où, si c’est permis\u202f; sa route doit toucher cette seconde colonie.',
      x: 'Pendant la mise en place, aucune colonie n’a besoin d’une route qui y mène. La route du second tour doit toucher la colonie posée au même tour, pas la première. Ce n’est qu’après la mise en place que chaque nouvelle colonie doit être atteinte par une de vos routes.',
    },
    sv: {
      q: 'Måste min andra bosättning hänga ihop med den första?',
      a: 'Nej: den andra bosättningen får ligga var som helst där det är tillåtet; dess väg ska röra just den bosättningen.',
      x: 'Under uppställningen behöver ingen bosättning en väg som leder dit. Vägen i runda 2 ska röra bosättningen från samma runda, inte den första. Först efter uppställningen måste varje ny bosättning nås av en av dina vägar.',
    },
  },
  {
    id: 'starting-resources', topic: 'setup', section: '§3', almanac: 'Set-up Phase',
    keywords: { sv: 'resurs startresurser startråvaror' },
    en: {
      q: 'Which resources do I start with?',
      a: 'One card for each land hex touching your second settlement; the desert gives none.',
      x: 'Only the settlement placed in round 2 pays out at the start: a settlement touching forest, hills and fields gives 1 wood, 1 brick and 1 grain. Your first settlement earns nothing until the dice roll its numbers. Keep your cards hidden in your hand.',
    },
    es: {
      q: '¿Con qué materias primas empiezo la partida?',
      a: 'Una carta por cada terreno que toca tu segundo poblado; el desierto no da ninguna.',
      x: 'Las materias iniciales salen solo del poblado colocado en la ronda 2: uno junto a bosque, cerros y sembrados da 1 madera, 1 arcilla y 1 cereal. El primer poblado no da nada hasta que los dados saquen sus números. Guarda tus cartas ocultas en la mano.',
    },
    fr: {
      q: 'Avec quelles ressources est-ce que je commence\u202f?',
      a: 'Une carte par terrain touchant votre seconde colonie\u202f; le désert n’en donne aucune.',
      x: 'Seule la colonie posée au second tour rapporte au départ\u00a0: une colonie touchant forêt, collines et champs donne 1 bois, 1 argile et 1 blé. La première colonie ne rapporte rien tant que les dés ne sortent pas ses nombres. Gardez vos cartes cachées en main.',
    },
    sv: {
      q: 'Vilka råvaror börjar jag med?',
      a: 'Ett kort för varje landskapsruta som rör din andra bosättning; öknen ger inget.',
      x: 'De första råvarorna kommer bara från bosättningen i runda 2: en bosättning vid skog, kullar och åkermark ger 1 trä, 1 tegel och 1 spannmål. Den första bosättningen ger inget förrän tärningarna visar dess siffror. Håll dina kort dolda på handen.',
    },
  },
  {
    id: 'no-trade-in-setup', topic: 'setup', section: '§3', almanac: 'Set-up Phase',
    see: ['before-the-roll'],
    en: {
      q: 'Can players trade during set-up?',
      a: 'No. Trading begins with the first player’s first turn, after the roll.',
      x: 'Set-up is only for the placement of the starting settlements and roads. Once everyone has taken the starting resources from their second settlement, the first player rolls, and only then, in the action phase, may trades with players or with the bank be made. The same holds for building and buying: nothing is paid for during set-up.',
    },
    es: {
      q: '¿Se puede comerciar durante la preparación?',
      a: 'No. El comercio empieza en el primer turno del primer jugador, después de tirar.',
      x: 'La preparación solo sirve para colocar los poblados y carreteras iniciales. Cuando todos han cogido las materias iniciales de su segundo poblado, tira el primer jugador, y solo entonces, en la fase de acción, se puede comerciar con jugadores o con la banca. Lo mismo vale para construir y comprar: durante la preparación no se paga nada.',
    },
    fr: {
      q: 'Peut-on échanger pendant la mise en place\u202f?',
      a: 'Non. Les échanges commencent au premier tour du premier joueur, après le lancer.',
      x: 'La mise en place sert uniquement à poser les colonies et routes de départ. Une fois que chacun a pris les ressources de départ de sa seconde colonie, le premier joueur lance les dés, et c’est seulement ensuite, pendant la phase d’actions, que l’on peut échanger avec les joueurs ou la banque. Il en va de même pour construire et acheter\u00a0: rien ne se paie pendant la mise en place.',
    },
    sv: {
      q: 'Får man handla under uppställningen?',
      a: 'Nej. Handeln börjar på startspelarens första tur, efter slaget.',
      x: 'Uppställningen i början är bara till för placeringen av startbosättningar och vägar. När alla har fått sina första råvaror från sin andra bosättning slår startspelaren, och först då, efter slaget, får man handla med spelare eller med banken. Detsamma gäller bygge och köp: under uppställningen betalas ingenting.',
    },
  },
];
