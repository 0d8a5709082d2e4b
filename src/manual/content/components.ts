// Manual entries: what is in the box and where pieces go (RULES.md §1–§2).
import type { Entry } from '../types.js';

export const COMPONENTS: Entry[] = [
  {
    id: 'terrain-resources', topic: 'components', section: '§1', almanac: 'Resource Cards',
    // The manual says "råvara" as the game does; many players say "resurs".
    keywords: { sv: 'resurs resurskort' },
    see: ['five-six-components'],
    en: {
      q: 'Which land hexes are there, and what does each one produce?',
      a: 'Forest gives wood, pasture wool, fields grain, hills brick, mountains ore; the desert gives nothing.',
      x: 'In the base game (3–4 players) the island has 19 land hexes: 4 forest, 4 pasture, 4 fields, 3 hills, 3 mountains and 1 desert; the island for five or six players has 30, two of them deserts. Each productive hex yields one kind of resource card. The desert has no number token, never produces, and is where the robber starts (on one of the two, with five or six).',
    },
    es: {
      q: '¿Qué terrenos hay y qué produce cada uno?',
      a: 'Cada terreno da una materia prima: el bosque madera, los pastos lana, los sembrados cereal, los cerros arcilla y las montañas mineral; el desierto, nada.',
      x: 'En el juego básico (3–4 jugadores) la isla tiene 19 terrenos: 4 bosques, 4 pastos, 4 sembrados, 3 cerros, 3 montañas y 1 desierto; la isla para cinco o seis jugadores tiene 30, dos de ellos desiertos. Cada terreno productivo da un único tipo de carta de materia prima. El desierto no lleva ficha numerada, nunca produce y es donde empieza el ladrón (en uno de los dos, con cinco o seis).',
    },
    fr: {
      q: 'Quels sont les terrains et que produit chacun\u202f?',
      a: 'La forêt donne du bois, le pâturage de la laine, les champs du blé, les collines de l’argile et les montagnes du minerai\u202f; le désert ne donne rien.',
      x: 'Dans le jeu de base (3–4 joueurs), l’île compte 19 terrains\u00a0: 4 forêts, 4 pâturages, 4 champs, 3 collines, 3 montagnes et 1 désert\u202f; l’île à cinq ou six joueurs en compte 30, dont deux déserts. Chaque terrain productif fournit un seul type de carte ressource. Le désert n’a pas de jeton, ne produit jamais et accueille le voleur au début de la partie (l’un des deux, à cinq ou six).',
    },
    sv: {
      q: 'Vilka landskapsrutor finns det, och vad ger var och en?',
      a: 'Skog ger trä, betesmark ull, åkermark spannmål, kullar tegel och berg malm; öknen ger ingenting.',
      x: 'I grundspelet (3–4 spelare) består ön av 19 landskapsrutor: 4 skog, 4 betesmark, 4 åkermark, 3 kullar, 3 berg och 1 öken; ön för fem eller sex spelare har 30, varav två öknar. Varje producerande ruta ger en enda sorts råvarukort. Öknen har inget siffertoken, producerar aldrig och är där rövaren står när partiet börjar (i en av de två med fem eller sex spelare).',
    },
  },
  {
    id: 'number-tokens', topic: 'components', section: '§1', almanac: 'Number Tokens',
    see: ['five-six-setup'],
    en: {
      q: 'What do the number tokens and their dots mean?',
      a: 'A hex produces when the dice show its number; the dots count how many dice combinations make that number.',
      x: 'The base game has 18 tokens from 2 to 12, with no 7: one 2, one 12 and two each of the others; the island for five or six players uses the extension’s own 28 (two 2s, two 12s and three of every other number). The dots (pips) are the number of ways two dice can make the number: 1 for 2 and 12, 2 for 3 and 11, 3 for 4 and 10, 4 for 5 and 9, and 5 for 6 and 8. The 6 and 8 are printed in red because they come up most often.',
    },
    es: {
      q: '¿Qué significan las fichas numeradas y sus puntitos?',
      a: 'Un terreno produce cuando los dados suman su número; los puntitos indican cuántas combinaciones de dados dan ese número.',
      x: 'El juego básico tiene 18 fichas numeradas del 2 al 12, sin el 7: un 2, un 12 y dos de cada uno de los demás; la isla para cinco o seis jugadores usa las 28 fichas propias de la ampliación (dos 2, dos 12 y tres de cada uno de los demás números). Los puntitos cuentan las formas de obtener el número con dos dados: 1 para el 2 y el 12, 2 para el 3 y el 11, 3 para el 4 y el 10, 4 para el 5 y el 9, y 5 para el 6 y el 8. El 6 y el 8 van en rojo porque son los que más salen.',
    },
    fr: {
      q: 'Que signifient les jetons et leurs points\u202f?',
      a: 'Un terrain produit quand les dés donnent son nombre\u202f; les points comptent les combinaisons de dés qui font ce nombre.',
      x: 'Le jeu de base compte 18 jetons de 2 à 12, sans 7\u00a0: un 2, un 12 et deux de chacun des autres\u202f; l’île à cinq ou six joueurs a ses 28 jetons à elle (deux 2, deux 12 et trois de chacun des autres nombres). Les points indiquent de combien de façons deux dés donnent le nombre\u00a0: 1 pour 2 et 12, 2 pour 3 et 11, 3 pour 4 et 10, 4 pour 5 et 9, 5 pour 6 et 8. Les 6 et les 8 sont en rouge car ce sont les plus fréquents.',
    },
    sv: {
      q: 'Vad betyder siffertoken och prickarna på dem?',
      a: 'En ruta producerar när tärningarna visar dess siffra; prickarna anger på hur många sätt två tärningar kan ge siffran.',
      x: 'Grundspelet har 18 siffertoken från 2 till 12, utan 7: en 2:a, en 12:a och två av varje övrig siffra; ön för fem eller sex spelare använder utbyggnadens egna 28 (två 2:or, två 12:or och tre av varje annan siffra). Prickarna räknar kombinationerna: 1 för 2 och 12, 2 för 3 och 11, 3 för 4 och 10, 4 för 5 och 9 och 5 för 6 och 8. Sexor och åttor är röda eftersom de kommer oftast.',
    },
  },
  {
    id: 'bank-cards', topic: 'components', section: '§1', almanac: 'Resource Cards',
    keywords: { sv: 'resurs resurskort' },
    see: ['five-six-components'],
    en: {
      q: 'How many resource cards are in the bank?',
      a: '95 in the base game: 19 of each of the five resources; with five or six players, 120 (24 of each).',
      x: 'In the base game the bank holds 19 brick, 19 wood, 19 wool, 19 grain and 19 ore; the 5–6 player extension adds 5 of each. Cards paid for building, discarded or traded to the bank go back to it. The bank can run short of one resource; the production rules say what happens then.',
    },
    es: {
      q: '¿Cuántas cartas de materias primas tiene la banca?',
      a: '95 en el juego básico: 19 de cada una de las cinco materias; con cinco o seis jugadores, 120 (24 de cada una).',
      x: 'En el juego básico la banca tiene 19 cartas de arcilla, 19 de madera, 19 de lana, 19 de cereal y 19 de mineral; la ampliación para 5–6 jugadores añade 5 de cada una. Lo que se paga al construir, se descarta o se entrega en el comercio marítimo vuelve a la banca. La banca puede quedarse corta de una materia; las reglas de producción dicen qué ocurre entonces.',
    },
    fr: {
      q: 'Combien de cartes ressource la banque contient-elle\u202f?',
      a: '95 dans le jeu de base\u00a0: 19 de chacune des cinq ressources\u202f; à cinq ou six joueurs, 120 (24 de chacune).',
      x: 'Dans le jeu de base, la banque compte 19 cartes d’argile, 19 de bois, 19 de laine, 19 de blé et 19 de minerai\u202f; l’extension 5–6 joueurs en ajoute 5 de chaque. Les cartes payées pour construire, défaussées ou échangées avec la banque y retournent. La banque peut manquer d’une ressource\u202f; les règles de production disent alors ce qui se passe.',
    },
    sv: {
      q: 'Hur många råvarukort finns i banken?',
      a: '95 stycken i grundspelet: 19 av var och en av de fem råvarorna; med fem eller sex spelare 120 (24 av varje).',
      x: 'I grundspelet har banken 19 tegel, 19 trä, 19 ull, 19 spannmål och 19 malm; utbyggnaden för 5–6 spelare lägger till 5 av varje. Kort som betalas för byggen, kastas eller byts in hos banken går tillbaka dit. Banken kan få slut på en råvara; reglerna för produktion säger vad som händer då.',
    },
  },
  {
    id: 'development-deck', topic: 'components', section: '§1', almanac: 'Development Cards',
    en: {
      q: 'Which cards are in the development deck?',
      a: '25 cards in the base game: 14 Knight, 5 Victory Point, 2 Road Building, 2 Year of Plenty and 2 Monopoly; 34 with five or six players.',
      x: 'The deck is shuffled and placed face down. With five or six players it holds 20 Knight, 5 Victory Point and 3 of each progress card. Year of Plenty is called Invention or Discovery in some editions. Road Building, Year of Plenty and Monopoly are the progress cards. A card once played never returns to the deck, so the deck only shrinks.',
    },
    es: {
      q: '¿Qué cartas tiene el mazo de desarrollo?',
      a: '25 cartas en el juego básico: 14 Caballero, 5 Punto de Victoria, 2 Construcción de carreteras, 2 Descubrimiento y 2 Monopolio; 34 con cinco o seis jugadores.',
      x: 'El mazo se baraja y se deja boca abajo. Con cinco o seis jugadores tiene 20 Caballero, 5 Punto de Victoria y 3 de cada carta de progreso. Descubrimiento se llama Year of Plenty o Invento en otras ediciones. Construcción de carreteras, Descubrimiento y Monopolio son las cartas de progreso. Una carta jugada nunca vuelve al mazo, así que el mazo solo disminuye.',
    },
    fr: {
      q: 'Quelles cartes contient la pioche des cartes développement\u202f?',
      a: '25 cartes dans le jeu de base\u00a0: 14 Chevalier, 5 Point de victoire, 2 Construction de routes, 2 Invention et 2 Monopole\u202f; 34 à cinq ou six joueurs.',
      x: 'La pioche est mélangée et posée face cachée. À cinq ou six joueurs, elle compte 20 Chevalier, 5 Point de victoire et 3 de chaque carte progrès. La carte Invention s’appelle aussi Découverte ou Year of Plenty selon l’édition. Construction de routes, Invention et Monopole sont les cartes progrès. Une carte jouée ne revient jamais dans la pioche\u00a0: celle-ci ne fait que diminuer.',
    },
    sv: {
      q: 'Vilka kort finns i högen med utvecklingskort?',
      a: '25 kort i grundspelet: 14 Riddare, 5 Segerpoäng, 2 Vägbygge, 2 Uppfinning och 2 Monopol; 34 med fem eller sex spelare.',
      x: 'Högen blandas och ligger med baksidan upp. Med fem eller sex spelare har den 20 Riddare, 5 Segerpoäng och 3 av varje framstegskort. Uppfinning kallas Year of Plenty eller Upptäckt i andra utgåvor. Vägbygge, Uppfinning och Monopol är framstegskorten. Ett spelat kort läggs aldrig tillbaka, så högen blir bara mindre.',
    },
  },
  {
    id: 'pieces-supply', topic: 'components', section: '§1', almanac: 'Build',
    keywords: { en: 'ran shortage', es: 'quedé quedan carreteras poblados', fr: 'reste', sv: 'kvar inga slut' },
    en: {
      q: 'How many pieces does each player have, and what if they run out?',
      a: '5 settlements, 4 cities and 15 roads; when a kind runs out you cannot build more of it.',
      x: 'Your supply is all you can ever have on the board. Upgrading a settlement to a city puts the settlement back in your supply, so you can build it again elsewhere. With all 4 cities built you can no longer upgrade, and with 15 roads on the board you can build no more roads, not even with Road Building.',
    },
    es: {
      q: '¿Cuántas piezas tiene cada jugador y qué pasa si se acaban?',
      a: '5 poblados, 4 ciudades y 15 carreteras; cuando se acaba un tipo ya no puedes construir más de ese tipo.',
      x: 'Tu reserva es todo lo que podrás tener en el tablero. Al ampliar un poblado a ciudad, el poblado vuelve a tu reserva y puedes construirlo en otro sitio. Con las 4 ciudades construidas ya no puedes ampliar más, y con 15 carreteras en el tablero no puedes construir ninguna más, ni siquiera con Construcción de carreteras.',
    },
    fr: {
      q: 'Combien de pièces chaque joueur a-t-il, et que se passe-t-il quand elles manquent\u202f?',
      a: '5 colonies, 4 villes et 15 routes\u202f; quand un type est épuisé, vous ne pouvez plus en construire.',
      x: 'Votre réserve est tout ce que vous pourrez jamais poser. Transformer une colonie en ville remet la colonie dans votre réserve\u00a0: vous pouvez la reconstruire ailleurs. Avec vos 4 villes posées, vous ne pouvez plus rien transformer, et avec 15 routes sur le plateau vous ne pouvez plus en construire, même avec Construction de routes.',
    },
    sv: {
      q: 'Hur många pjäser har varje spelare, och vad händer när de tar slut?',
      a: '5 bosättningar, 4 städer och 15 vägar; när en sort är slut kan du inte bygga fler av den.',
      x: 'Ditt förråd är allt du någonsin kan ha på brädet: fler pjäser än så får du inte, hur många kort du än har. När du uppgraderar en bosättning till stad går bosättningen tillbaka till förrådet och kan byggas igen på ett annat ställe. Med alla 4 städer byggda kan du inte uppgradera mer, och med 15 vägar på brädet kan du inte bygga fler vägar, inte ens med Vägbygge.',
    },
  },
  {
    id: 'players-colours', topic: 'components', section: '§1', almanac: 'Game Play',
    en: {
      q: 'How many can play, and in which colours?',
      a: 'Three or four on the base game’s island, or five or six on the extension’s larger one, choosing among red, blue, orange, white, green and brown.',
      x: 'The base game is for 3 or 4 players; with the 5–6 player extension, which this game includes, 5 or 6 play on a larger island. This edition offers six colours. The beginner set-up has fixed starting places for red, blue, white and orange only; with 3 players the white pieces are left out, and there is no beginner set-up for 5 or 6.',
    },
    es: {
      q: '¿Cuántos pueden jugar y con qué colores?',
      a: 'Tres o cuatro jugadores en la isla del juego básico, o cinco o seis en la isla más grande de la ampliación, a elegir entre rojo, azul, naranja, blanco, verde y marrón.',
      x: 'El juego básico es para 3 o 4 jugadores; con la ampliación para 5–6 jugadores, que este juego incluye, 5 o 6 juegan en una isla más grande. Esta edición ofrece seis colores. El montaje para principiantes tiene posiciones fijas solo para rojo, azul, blanco y naranja; a 3 jugadores se dejan fuera las piezas blancas, y para 5 o 6 no hay montaje para principiantes.',
    },
    fr: {
      q: 'Combien de joueurs, et avec quelles couleurs\u202f?',
      a: 'Trois ou quatre joueurs sur l’île du jeu de base, ou cinq ou six sur la grande île de l’extension, au choix parmi rouge, bleu, orange, blanc, vert et brun.',
      x: 'Le jeu de base se joue à 3 ou 4\u202f; avec l’extension 5–6 joueurs, que ce jeu comprend, on joue à 5 ou 6 sur une île plus grande. Cette édition propose six couleurs. La mise en place pour débutants prévoit des emplacements fixes pour rouge, bleu, blanc et orange seulement\u202f; à 3 joueurs, on retire les pièces blanches, et il n’y a pas de mise en place pour débutants à 5 ou 6.',
    },
    sv: {
      q: 'Hur många kan spela, och i vilka färger?',
      a: 'Tre eller fyra spelare på grundspelets ö, eller fem eller sex på utbyggnadens större ö, som väljer bland röd, blå, orange, vit, grön och brun.',
      x: 'Grundspelet är för 3 eller 4 spelare; med utbyggnaden för 5–6 spelare, som ingår i det här spelet, spelar 5 eller 6 på en större ö. Den här utgåvan har sex färger. Nybörjaruppställningen har fasta startplatser bara för röd, blå, vit och orange; med 3 spelare lämnas de vita pjäserna utanför, och för 5 eller 6 finns ingen nybörjaruppställning.',
    },
  },
  {
    // The base game is for 3–4; this game also plays the official 5–6 player extension (§14),
    // whose entries carry `see: ['player-count']` (links go both ways).
    id: 'player-count', topic: 'components', section: '§1', almanac: 'Game Play',
    see: ['five-six-components', 'special-building-phase'],
    keywords: { en: 'two 2', es: 'dos 2', fr: 'deux 2', sv: 'två 2' },
    en: {
      q: 'Can two, five or six people play?',
      a: 'The base game is for 3 or 4 players; this game also offers 5 or 6, on the larger island of the official 5–6 player extension. Not with two: the official rules have no two-player game, and this game does not offer one.',
      x: 'The base game’s rules are written for 3 or 4 players. For 5 or 6 there is the official 5–6 player extension, which this game includes: a larger island with more land, harbors, cards and pieces, and a special building phase after every turn (see the questions on five and six players). The base rules have no game for two: the two-player versions played at home or found online are house rules, not the official game.',
    },
    es: {
      q: '¿Pueden jugar dos, cinco o seis personas?',
      a: 'El juego básico es para 3 o 4 jugadores; este juego ofrece también 5 o 6, en la isla más grande de la ampliación oficial para 5–6 jugadores. A dos, no: las reglas oficiales no tienen partida a dos y este juego no la ofrece.',
      x: 'Las reglas del juego básico están escritas para 3 o 4 jugadores. Para 5 o 6 existe la ampliación oficial para 5–6 jugadores, que este juego incluye: una isla más grande con más terreno, puertos, cartas y piezas, y una fase especial de construcción tras cada turno (mira las preguntas sobre cinco y seis jugadores). Las reglas básicas no tienen partida a dos: las versiones para dos jugadores que se juegan en casa o se encuentran en internet son reglas caseras, no el juego oficial.',
    },
    fr: {
      q: 'Peut-on jouer à deux, à cinq ou à six\u202f?',
      a: 'Le jeu de base se joue à 3 ou 4\u202f; ce jeu propose aussi 5 ou 6, sur la grande île de l’extension officielle 5–6 joueurs. À deux, non\u00a0: les règles officielles ne prévoient pas de partie à deux et ce jeu n’en propose pas.',
      x: 'Les règles du jeu de base sont écrites pour 3 ou 4 joueurs. Pour 5 ou 6, il existe l’extension officielle 5–6 joueurs, que ce jeu comprend\u00a0: une île plus grande avec plus de terrains, de ports, de cartes et de pièces, et une phase de construction spéciale après chaque tour (voir les questions sur le jeu à cinq et six joueurs). Les règles de base ne prévoient pas de partie à deux\u00a0: les versions pour deux joueurs jouées à la maison ou trouvées en ligne sont des règles maison, pas le jeu officiel.',
    },
    sv: {
      q: 'Kan två, fem eller sex personer spela?',
      a: 'Grundspelet är för 3 eller 4 spelare; det här spelet erbjuder också 5 eller 6, på den större ön i den officiella utbyggnaden för 5–6 spelare. För två, nej: de officiella reglerna har inget spel för två och det här spelet erbjuder inget.',
      x: 'Grundspelets regler är skrivna för 3 eller 4 spelare. För 5 eller 6 finns den officiella utbyggnaden för 5–6 spelare, som ingår i det här spelet: en större ö med mer land, fler hamnar, kort och pjäser, och en särskild byggfas efter varje tur (se frågorna om fem och sex spelare). Grundreglerna har inget spel för två: de tvåspelarversioner som spelas hemma eller finns på nätet är husregler, inte det officiella spelet.',
    },
  },
  {
    id: 'harbor-kinds', topic: 'components', section: '§1', almanac: 'Harbors',
    en: {
      q: 'How many harbors are there, and of which kinds?',
      a: 'Nine in the base game: four generic 3:1 harbors and one 2:1 harbor for each of the five resources; 11 with five or six players.',
      x: 'Harbors sit on the sea frame, each touching two coastal intersections. A generic harbor trades any 3 identical cards for 1; a special harbor trades 2 cards of its own resource for 1. See the trading questions for who may use them.',
    },
    es: {
      q: '¿Cuántos puertos hay y de qué tipos?',
      a: 'Nueve en el juego básico: cuatro puertos genéricos 3:1 y un puerto 2:1 para cada una de las cinco materias; 11 con cinco o seis jugadores.',
      x: 'Los puertos están en el marco de mar y cada uno toca dos cruces de la costa. En un puerto genérico se dan 3 cartas iguales por 1; en uno especial, 2 cartas de su materia por 1. Las preguntas de comercio explican quién puede usarlos.',
    },
    fr: {
      q: 'Combien y a-t-il de ports, et de quels types\u202f?',
      a: 'Neuf dans le jeu de base\u00a0: quatre ports génériques 3:1 et un port 2:1 pour chacune des cinq ressources\u202f; 11 à cinq ou six joueurs.',
      x: 'Les ports sont placés sur le cadre de mer, chacun touchant deux sommets de la côte. Un port générique échange 3 cartes identiques contre 1\u202f; un port spécialisé échange 2 cartes de sa ressource contre 1. Les questions sur le commerce expliquent qui peut s’en servir.',
    },
    sv: {
      q: 'Hur många hamnar finns det, och av vilka slag?',
      a: 'Nio i grundspelet: fyra allmänna 3:1-hamnar och en 2:1-hamn för var och en av de fem råvarorna; 11 med fem eller sex spelare.',
      x: 'Hamnarna ligger på havsramen och rör två hörn vid kusten. En allmän hamn byter 3 likadana kort mot 1; en specialhamn byter 2 kort av sin egen råvara mot 1. Frågorna om handel förklarar vem som får använda dem.',
    },
  },
  {
    id: 'intersections-paths', topic: 'components', section: '§2', almanac: 'Intersections',
    see: ['five-six-components'],
    en: {
      q: 'Where do settlements, cities and roads go?',
      a: 'Settlements and cities on the corners where hexes meet, roads on the edges between corners.',
      x: 'The base game’s board has 54 intersections (corners) and 72 paths (edges); the island for five or six players has 80 and 109. An intersection touches one, two or three land hexes, and a building there collects from each of them. Roads may run along the coast but never out at sea. Only one road fits on an edge and one building on an intersection.',
    },
    es: {
      q: '¿Dónde van los poblados, las ciudades y las carreteras?',
      a: 'Poblados y ciudades en los cruces donde se tocan los terrenos; carreteras en los lados entre cruces.',
      x: 'El tablero del juego básico tiene 54 cruces y 72 caminos; la isla para cinco o seis jugadores tiene 80 y 109. Un cruce toca uno, dos o tres terrenos, y un edificio allí cobra de todos ellos. Las carreteras pueden ir por la costa, pero nunca mar adentro. En cada camino cabe una sola carretera y en cada cruce un solo edificio.',
    },
    fr: {
      q: 'Où se posent les colonies, les villes et les routes\u202f?',
      a: 'Colonies et villes sur les sommets où les terrains se rejoignent, routes sur les arêtes entre deux sommets.',
      x: 'Le plateau du jeu de base compte 54 sommets et 72 arêtes\u202f; l’île à cinq ou six joueurs en compte 80 et 109. Un sommet touche un, deux ou trois terrains, et un bâtiment qui s’y trouve récolte de chacun d’eux. Les routes peuvent longer la côte mais jamais partir en mer. Une seule route par arête, un seul bâtiment par sommet.',
    },
    sv: {
      q: 'Var placeras bosättningar, städer och vägar?',
      a: 'Bosättningar och städer i hörnen där rutorna möts, vägar på kanterna mellan hörnen.',
      x: 'Grundspelets bräde har 54 hörn och 72 kanter; ön för fem eller sex spelare har 80 och 109. Ett hörn rör en, två eller tre landskapsrutor, och en byggnad där får råvaror från var och en av dem. Vägar får gå längs kusten men aldrig ut i havet. Det får bara finnas en väg per kant och en byggnad per hörn.',
    },
  },
];
