// Manual entries: the house rules a game may be created with (RULES.md §11, and the special
// building phase for 3–4 players, §14).
import type { Entry } from '../types.js';

export const VARIANTS: Entry[] = [
  {
    id: 'house-rules', topic: 'variants', section: '§11', almanac: 'Game Play',
    en: {
      q: 'Which house rules can we play with, and when are they chosen?',
      a: 'Friendly robber, trade then build, another victory target, no discard, a different discard limit, balanced dice and, with 3 or 4 players, the special building phase; all off by default, chosen when the game is created.',
      x: 'A game’s rules are fixed when it is created and written into its record, so a replay always uses the same ones. Without any option you play the official game: the base game with 3 or 4 players, the 5–6 player extension (with its special building phase) with 5 or 6, where switching that phase off is a house rule too. More house rules may be added later as named, documented options.',
    },
    es: {
      q: '¿Con qué variantes podemos jugar y cuándo se eligen?',
      a: 'Ladrón amistoso, primero comerciar y luego construir, otra meta de puntos, sin descarte, otro límite de descarte, dados equilibrados y, con 3 o 4 jugadores, la fase especial de construcción; todas desactivadas por defecto y elegidas al crear la partida.',
      x: 'Las reglas de una partida se fijan al crearla y se guardan en su registro, así que una repetición usa siempre las mismas. Sin ninguna opción juegas el juego oficial: el juego básico con 3 o 4 jugadores, la ampliación para 5–6 jugadores (con su fase especial de construcción) con 5 o 6, donde quitar esa fase también es una variante. Se podrán añadir más variantes como opciones con nombre y documentadas.',
    },
    fr: {
      q: 'Quelles variantes peut-on jouer, et quand les choisit-on\u202f?',
      a: 'Voleur amical, échanger puis construire, autre objectif de points, pas de défausse, autre limite de défausse, dés équilibrés et, à 3 ou 4 joueurs, la phase de construction spéciale\u202f; toutes désactivées par défaut et choisies à la création de la partie.',
      x: 'Les règles d’une partie sont fixées à sa création et inscrites dans son historique, donc une relecture utilise toujours les mêmes. Sans option, vous jouez le jeu officiel\u00a0: le jeu de base à 3 ou 4 joueurs, l’extension 5–6 joueurs (avec sa phase de construction spéciale) à 5 ou 6, où retirer cette phase est aussi une variante. D’autres variantes pourront s’ajouter sous forme d’options nommées et documentées.',
    },
    sv: {
      q: 'Vilka husregler kan vi spela med, och när väljs de?',
      a: 'Snäll rövare, handla först och bygg sedan, annat poängmål, ingen kastning, annan kastgräns, balanserade tärningar och, med 3 eller 4 spelare, den särskilda byggfasen; alla avstängda som standard och valda när partiet skapas.',
      x: 'Ett partis regler bestäms när det skapas och skrivs in i dess protokoll, så en uppspelning använder alltid samma regler. Utan tillval spelar ni det officiella spelet: grundspelet med 3 eller 4 spelare, utbyggnaden för 5–6 spelare (med dess särskilda byggfas) med 5 eller 6, där det också är en husregel att stänga av den fasen. Fler husregler kan läggas till som namngivna, dokumenterade tillval.',
    },
  },
  {
    id: 'friendly-robber', topic: 'variants', section: '§11', almanac: 'Robber',
    en: {
      q: 'What is the friendly robber?',
      a: 'The robber may not go on a numbered hex touching a building of another player who has fewer than 3 visible points.',
      x: 'It protects beginners early on. Only opponents of the mover with under 3 visible points are protected, and only numbered hexes are barred. If no hex but the robber’s own is allowed, it goes to the desert, or stays there if it is already on the desert: the one case where the robber does not move.',
    },
    es: {
      q: '¿Qué es el ladrón amistoso?',
      a: 'El ladrón no puede ir a un terreno con número que toque un edificio de otro jugador con menos de 3 puntos visibles.',
      x: 'Protege a los que empiezan. Solo están protegidos los rivales de quien mueve con menos de 3 puntos visibles, y solo se prohíben los terrenos con número. Si ningún terreno salvo el del propio ladrón está permitido, va al desierto, o se queda allí si ya está en él: el único caso en que el ladrón no se mueve.',
    },
    fr: {
      q: 'Qu’est-ce que le voleur amical\u202f?',
      a: 'Le voleur ne peut pas aller sur un terrain numéroté touchant un bâtiment d’un autre joueur ayant moins de 3 points visibles.',
      x: 'Cette variante protège les débutants en début de partie. Seuls les adversaires du joueur qui déplace le voleur ayant moins de 3 points visibles sont protégés, et seuls les terrains numérotés sont interdits. Si aucun terrain autre que celui du voleur n’est permis, il va sur le désert, ou y reste s’il y est déjà\u00a0: le seul cas où le voleur ne bouge pas.',
    },
    sv: {
      q: 'Vad är snäll rövare?',
      a: 'Rövaren får inte ställas på en ruta med siffra som rör en byggnad hos en annan spelare med färre än 3 synliga poäng.',
      x: 'Husregeln skyddar nybörjare i början. Bara motståndare till den som flyttar, med under 3 synliga poäng, skyddas, och bara rutor med siffra är förbjudna. Är ingen ruta utom rövarens egen tillåten går den till öknen, eller står kvar där om den redan står i öknen: det enda fallet där rövaren inte flyttas.',
    },
  },
  {
    id: 'trade-then-build', topic: 'variants', section: '§11', almanac: 'Combined Trade/Build Phase',
    en: {
      q: 'How does the “trade then build” house rule work?',
      a: 'All trading comes first; once you have paid for anything this turn, you can no longer trade.',
      x: 'Paying for a road, settlement, city or development card closes trading, with players and with the bank, for the rest of the turn. Playing a development card does not close it. Without this option, trading and building may be mixed freely.',
    },
    es: {
      q: '¿Cómo funciona la variante «primero comerciar, luego construir»?',
      a: 'Primero se comercia; en cuanto pagas algo en el turno, ya no puedes comerciar.',
      x: 'Pagar una carretera, un poblado, una ciudad o una carta de desarrollo cierra el comercio, con jugadores y con la banca, para el resto del turno. Jugar una carta de desarrollo no lo cierra. Sin esta opción, comercio y construcción se mezclan libremente.',
    },
    fr: {
      q: 'Comment fonctionne la variante «\u00a0échanger puis construire\u00a0»\u202f?',
      a: 'Tous les échanges d’abord\u202f; dès que vous avez payé quelque chose ce tour-ci, vous ne pouvez plus échanger.',
      x: 'Payer une route, une colonie, une ville ou une carte développement ferme les échanges, avec les joueurs comme avec la banque, pour le reste du tour. Jouer une carte développement ne les ferme pas. Sans cette option, échanges et constructions s’alternent librement.',
    },
    sv: {
      q: 'Hur fungerar husregeln ”handla först, bygg sedan”?',
      a: 'All handel kommer först; så snart du har betalat för något denna tur får du inte handla mer.',
      x: 'Att betala för en väg, en bosättning, en stad eller ett utvecklingskort stänger handeln, både med spelare och med banken, resten av turen. Att spela ett utvecklingskort stänger den inte. Utan det här tillvalet får handel och bygge blandas fritt.',
    },
  },
  {
    id: 'victory-target', topic: 'variants', section: '§11', almanac: 'Ending the Game',
    en: {
      q: 'Can we play to more (or fewer) than 10 points?',
      a: 'Yes: the victory target is an option from 3 to 22, for example 12 for a longer game.',
      x: 'Everything else about winning stays the same: you win on your own turn once you have at least the target, hidden Victory Point cards included. A higher target makes Victory Point cards and the special cards weigh less. 22 is the most a player can hold (5 settlements, 4 cities, Longest Road, Largest Army and the 5 Victory Point cards), so no higher target could be reached.',
    },
    es: {
      q: '¿Podemos jugar a más (o menos) de 10 puntos?',
      a: 'Sí: la meta de puntos es una opción de 3 a 22, por ejemplo 12 para una partida más larga.',
      x: 'Lo demás sobre ganar no cambia: ganas en tu propio turno en cuanto tienes al menos la meta, cartas ocultas de Punto de Victoria incluidas. Una meta más alta da menos peso a las cartas de Punto de Victoria y a las cartas especiales. 22 es lo máximo que puede tener un jugador (5 poblados, 4 ciudades, la Mayor Ruta Comercial, el Mayor Ejército y las 5 cartas de Punto de Victoria), así que una meta más alta no se alcanzaría nunca.',
    },
    fr: {
      q: 'Peut-on jouer en plus (ou moins) de 10 points\u202f?',
      a: 'Oui\u00a0: l’objectif de points est une option de 3 à 22, par exemple 12 pour une partie plus longue.',
      x: 'Le reste ne change pas\u00a0: vous gagnez pendant votre propre tour dès que vous atteignez l’objectif, cartes Point de victoire cachées comprises. Un objectif plus élevé réduit le poids des cartes Point de victoire et des cartes spéciales. 22 est le maximum qu’un joueur peut détenir (5 colonies, 4 villes, la Route la plus longue, l’Armée la plus grande et les 5 cartes Point de victoire)\u00a0: un objectif plus élevé ne serait jamais atteint.',
    },
    sv: {
      q: 'Kan vi spela till fler (eller färre) än 10 poäng?',
      a: 'Ja: poängmålet är ett tillval från 3 till 22, till exempel 12 för ett längre parti.',
      x: 'Allt annat om vinsten är detsamma: du vinner på din egen tur när du har minst målet, dolda Segerpoängkort inräknade. Ett högre mål gör att Segerpoängkort och bonuskort väger mindre. 22 är det mesta en spelare kan ha (5 bosättningar, 4 städer, Längsta vägen, Största riddararmén och de 5 Segerpoängkorten), så ett högre mål nås aldrig.',
    },
  },
  {
    id: 'no-discard', topic: 'variants', section: '§11', almanac: 'Rolling a 7',
    en: {
      q: 'Can we play without discarding on a 7?',
      a: 'Yes, with the “no discard” house rule: a 7 then makes nobody discard.',
      x: 'The robber still moves and steals as usual; only the discard step is skipped. This rewards saving up cards for big builds, and games tend to run faster.',
    },
    es: {
      q: '¿Podemos jugar sin descartar con un 7?',
      a: 'Sí, con la variante «sin descarte»: un 7 no obliga a nadie a descartar.',
      x: 'El ladrón se mueve y roba como siempre; solo se salta el descarte. Así se premia ahorrar cartas para grandes construcciones, y las partidas suelen ir más rápido.',
    },
    fr: {
      q: 'Peut-on jouer sans défausse sur un 7\u202f?',
      a: 'Oui, avec la variante «\u00a0pas de défausse\u00a0»\u00a0: un 7 ne fait alors défausser personne.',
      x: 'Le voleur se déplace et vole comme d’habitude\u202f; seule l’étape de défausse disparaît. Cela récompense ceux qui accumulent pour de grosses constructions, et les parties vont souvent plus vite.',
    },
    sv: {
      q: 'Kan vi spela utan att kasta kort vid en sjua?',
      a: 'Ja, med husregeln ”ingen kastning”: en sjua tvingar då ingen att kasta.',
      x: 'Rövaren flyttas och stjäl som vanligt; bara kastningen hoppas över. Det lönar sig då att spara kort till stora byggen, och partierna går ofta fortare.',
    },
  },
  {
    id: 'discard-limit', topic: 'variants', section: '§11', almanac: 'Rolling a 7',
    en: {
      q: 'Can we change the 7-card limit?',
      a: 'Yes: the discard limit is the hand size above which a 7 forces a discard, from 2 to 95; the default is 7.',
      x: 'With a limit of 9, for example, only players holding 10 or more cards discard half on a 7. The discard is still half of the hand, rounded down.',
    },
    es: {
      q: '¿Podemos cambiar el límite de 7 cartas?',
      a: 'Sí: el límite de descarte es el número de cartas por encima del cual un 7 obliga a descartar, de 2 a 95; por defecto es 7.',
      x: 'Con un límite de 9, por ejemplo, solo descartan la mitad con un 7 quienes tienen 10 cartas o más. El descarte sigue siendo la mitad de la mano, redondeando hacia abajo.',
    },
    fr: {
      q: 'Peut-on changer la limite de 7 cartes\u202f?',
      a: 'Oui\u00a0: la limite de défausse est le nombre de cartes au-delà duquel un 7 oblige à défausser, de 2 à 95\u202f; par défaut, 7.',
      x: 'Avec une limite de 9, par exemple, seuls les joueurs ayant 10 cartes ou plus défaussent la moitié sur un 7. La défausse reste la moitié de la main, arrondie à l’inférieur.',
    },
    sv: {
      q: 'Kan vi ändra gränsen på 7 kort?',
      a: 'Ja: kastgränsen är antalet kort över vilket en sjua tvingar fram kastning, från 2 till 95; standard är 7.',
      x: 'Med gränsen 9, till exempel, kastar bara spelare med 10 kort eller fler hälften vid en sjua. Man kastar fortfarande hälften av handen, avrundat nedåt.',
    },
  },
  {
    id: 'balanced-dice', topic: 'variants', section: '§11', almanac: 'Resource Production',
    en: {
      q: 'What are balanced dice?',
      a: 'Rolls are drawn from a shuffled deck of the 36 dice outcomes, so streaks are rarer and totals match the odds closely.',
      x: 'The 36 ordered outcomes of two dice are shuffled; each roll takes the next one, and the deck is reshuffled when 5 remain. Over a game every total comes up close to its expected share, which answers the common feeling that online dice are “rigged”. The record still stores the dice actually rolled, so replays are unchanged.',
    },
    es: {
      q: '¿Qué son los dados equilibrados?',
      a: 'Las tiradas salen de un mazo barajado con los 36 resultados de dos dados, así hay menos rachas y las sumas siguen de cerca las probabilidades.',
      x: 'Se barajan los 36 resultados ordenados de dos dados; cada tirada toma el siguiente y el mazo se vuelve a barajar cuando quedan 5. A lo largo de la partida cada suma sale cerca de lo esperado, lo que responde a la sensación frecuente de que los dados en línea están «trucados». El registro guarda los dados que salieron, así que las repeticiones no cambian.',
    },
    fr: {
      q: 'Que sont les dés équilibrés\u202f?',
      a: 'Les lancers sont tirés d’un paquet mélangé des 36 résultats de deux dés\u00a0: moins de séries, et des totaux proches des probabilités.',
      x: 'Les 36 résultats ordonnés de deux dés sont mélangés\u202f; chaque lancer prend le suivant, et on remélange quand il en reste 5. Sur une partie, chaque total sort à peu près autant qu’attendu, ce qui répond au sentiment répandu que les dés en ligne sont «\u00a0truqués\u00a0». L’historique garde les dés réellement obtenus, donc les relectures ne changent pas.',
    },
    sv: {
      q: 'Vad är balanserade tärningar?',
      a: 'Slagen dras ur en blandad kortlek med de 36 utfallen för två tärningar, så att sviter blir ovanligare och summorna följer sannolikheterna.',
      x: 'De 36 ordnade utfallen för två tärningar blandas; varje slag tar nästa, och leken blandas om när 5 återstår. Under ett parti kommer varje summa nära sin förväntade andel, vilket bemöter den vanliga känslan att tärningar på nätet är ”riggade”. Protokollet sparar de tärningar som faktiskt slogs, så uppspelningar blir desamma.',
    },
  },
  {
    id: 'special-building-house-rule', topic: 'variants', section: '§14', almanac: 'Game Play', extension: 'The Special Build Phase',
    see: ['special-building-phase', 'special-building-limits'],
    en: {
      q: 'Can we use the special building phase with three or four players?',
      a: 'Yes, as a house rule chosen when the game is created; with 3 or 4 players it is off by default.',
      x: 'It works exactly as with five or six: after each turn the other players, in turn order, may build and buy, but not trade or play development cards, and nobody wins in it. With fewer players the wait between turns is shorter, so the base game does without it; some groups add it to keep everyone busy between rolls. With 5 or 6 players it is on by default and may be switched off, also as a house rule.',
    },
    es: {
      q: '¿Podemos usar la fase especial de construcción con tres o cuatro jugadores?',
      a: 'Sí, como variante elegida al crear la partida; con 3 o 4 jugadores está desactivada por defecto.',
      x: 'Funciona igual que con cinco o seis: tras cada turno, los demás jugadores, en orden de turno, pueden construir y comprar, pero no comerciar ni jugar cartas de desarrollo, y nadie gana en ella. Con menos jugadores la espera entre turnos es más corta, así que el juego básico no la necesita; algunos grupos la añaden para que todos tengan algo que hacer entre tiradas. Con 5 o 6 jugadores está activada por defecto y se puede quitar, también como variante.',
    },
    fr: {
      q: 'Peut-on jouer la phase de construction spéciale à trois ou quatre joueurs\u202f?',
      a: 'Oui, comme variante choisie à la création de la partie\u202f; à 3 ou 4 joueurs, elle est désactivée par défaut.',
      x: 'Elle fonctionne exactement comme à cinq ou six\u00a0: après chaque tour, les autres joueurs, dans l’ordre du jeu, peuvent construire et acheter, mais ni échanger ni jouer de carte développement, et personne n’y gagne. À moins de joueurs, l’attente entre deux tours est plus courte, et le jeu de base s’en passe\u202f; certains groupes l’ajoutent pour que chacun ait de quoi faire entre les lancers. À 5 ou 6 joueurs, elle est activée par défaut et peut être retirée, là aussi comme variante.',
    },
    sv: {
      q: 'Kan vi använda den särskilda byggfasen med tre eller fyra spelare?',
      a: 'Ja, som husregel som väljs när partiet skapas; med 3 eller 4 spelare är den avstängd som standard.',
      x: 'Den fungerar precis som med fem eller sex: efter varje tur får de andra spelarna i turordning bygga och köpa, men inte handla eller spela utvecklingskort, och ingen vinner i den. Med färre spelare är väntan mellan turerna kortare, så grundspelet klarar sig utan den; en del grupper lägger till den för att alla ska ha något att göra mellan slagen. Med 5 eller 6 spelare är den påslagen som standard och kan stängas av, också det som husregel.',
    },
  },
];
