// Manual entries: the order of a turn, and the worked example round (RULES.md §4, §12).
import type { Entry } from '../types.js';

export const TURN: Entry[] = [
  {
    id: 'turn-steps', topic: 'turn', section: '§4', almanac: 'Game Play',
    en: {
      q: 'What happens on my turn?',
      a: 'Roll the dice for production, then trade and build as you like, then pass the dice to the left.',
      x: 'Before rolling you may play one development card. The roll makes matching hexes produce for everyone (a 7 instead brings discards and the robber). Then, in the action phase, you trade, build and buy development cards in any order as long as you can pay. When you are done, end your turn; the player on your left goes next.',
    },
    es: {
      q: '¿Qué pasa en mi turno?',
      a: 'Tiras los dados para la producción, luego comercias y construyes a tu gusto y pasas los dados a la izquierda.',
      x: 'Antes de tirar puedes jugar una carta de desarrollo. La tirada hace producir a los terrenos con ese número para todos (un 7, en cambio, trae descartes y el ladrón). Después, en la fase de acción, comercias, construyes y compras cartas de desarrollo en el orden que quieras mientras puedas pagar. Al terminar, cierras el turno y juega quien está a tu izquierda.',
    },
    fr: {
      q: 'Que se passe-t-il pendant mon tour\u202f?',
      a: 'Lancez les dés pour la production, puis échangez et construisez à volonté, puis passez les dés à gauche.',
      x: 'Avant de lancer, vous pouvez jouer une carte développement. Le lancer fait produire les terrains correspondants pour tout le monde (un 7 déclenche à la place la défausse et le voleur). Ensuite, pendant la phase d’actions, vous échangez, construisez et achetez des cartes développement dans l’ordre voulu tant que vous pouvez payer. Quand vous avez fini, terminez votre tour\u00a0: c’est au joueur à votre gauche.',
    },
    sv: {
      q: 'Vad händer på min tur?',
      a: 'Slå tärningarna för produktion, handla och bygg sedan som du vill och skicka till sist tärningarna till vänster.',
      x: 'Innan du slår får du spela ett utvecklingskort. Slaget får rutorna med den siffran att producera åt alla (en sjua ger i stället kastning och rövaren). Sedan, i den kombinerade handels- och byggfasen, handlar du, bygger och köper utvecklingskort i valfri ordning så länge du kan betala. När du är klar avslutar du turen; spelaren till vänster fortsätter.',
    },
  },
  {
    id: 'before-the-roll', topic: 'turn', section: '§4', almanac: 'Game Play',
    keywords: { en: 'before roll', es: 'antes tirar', fr: 'avant lancer faire', sv: 'före slå' },
    en: {
      q: 'Can I trade or build before I roll the dice?',
      a: 'No. Before the roll the only thing you may do is play one development card.',
      x: 'Production comes first. Trading and building belong to the action phase, after the roll. Playing a Knight before rolling is common: it moves the robber off your hex before the dice decide what produces. That card is then your one card for the turn.',
    },
    es: {
      q: '¿Puedo comerciar o construir antes de tirar los dados?',
      a: 'No. Antes de tirar solo puedes jugar una carta de desarrollo.',
      x: 'La producción va primero. Comerciar y construir son parte de la fase de acción, después de la tirada. Es habitual jugar un Caballero antes de tirar: aparta al ladrón de tu terreno antes de que los dados decidan qué produce. Esa carta es entonces tu única carta del turno.',
    },
    fr: {
      q: 'Puis-je échanger ou construire avant de lancer les dés\u202f?',
      a: 'Non. Avant le lancer, vous pouvez seulement jouer une carte développement.',
      x: 'La production vient d’abord. Échanger et construire font partie de la phase d’actions, après le lancer. Jouer un Chevalier avant de lancer est courant\u00a0: il chasse le voleur de votre terrain avant que les dés ne décident de la production. Cette carte est alors votre seule carte du tour.',
    },
    sv: {
      q: 'Får jag handla eller bygga innan jag slår tärningarna?',
      a: 'Nej. Före slaget får du bara spela ett utvecklingskort.',
      x: 'Produktionen kommer först. Handel och bygge hör till fasen efter slaget. Det är vanligt att spela en Riddare före slaget: den flyttar bort rövaren från din ruta innan tärningarna avgör vad som producerar. Det kortet är då turens enda utvecklingskort.',
    },
  },
  {
    // The engine refuses "end" before the roll (wrong-phase, §4.5).
    id: 'roll-compulsory', topic: 'turn', section: '§4', almanac: 'Game Play',
    see: ['one-card-per-turn'],
    keywords: { en: 'roll dice', es: 'tirar pasar dados', fr: 'lancer dés', sv: 'slå tärningar' },
    en: {
      q: 'Do I have to roll the dice? Can I end my turn without rolling?',
      a: 'You must roll: the roll is compulsory, and your turn can end only after it (you may play one development card first).',
      x: 'Every turn has exactly one roll, and nobody may skip it, whether to stay clear of a 7 or to give the others nothing. Before it you may only play one development card; trading, building and ending the turn all come after it. With nothing to trade or build, you still roll, collect what the roll brings, and then end your turn.',
    },
    es: {
      q: '¿Tengo que tirar los dados? ¿Puedo terminar el turno sin tirar?',
      a: 'Tienes que tirar: la tirada es obligatoria y el turno solo puede terminar después de ella (antes puedes jugar una carta de desarrollo).',
      x: 'Cada turno tiene exactamente una tirada y nadie puede saltársela, ni para librarse de un 7 ni para no dar nada a los demás. Antes de ella solo puedes jugar una carta de desarrollo; comerciar, construir y terminar el turno vienen después. Aunque no tengas nada que comerciar ni construir, tiras, cobras lo que te toque y luego terminas el turno.',
    },
    fr: {
      q: 'Suis-je obligé de lancer les dés\u202f? Puis-je finir mon tour sans lancer\u202f?',
      a: 'Vous devez lancer\u00a0: le lancer est obligatoire, et votre tour ne peut se terminer qu’après lui (vous pouvez d’abord jouer une carte développement).',
      x: 'Chaque tour compte exactement un lancer, et personne ne peut s’en dispenser, ni pour échapper à un 7 ni pour ne rien donner aux autres. Avant lui, vous pouvez seulement jouer une carte développement\u202f; les échanges, les constructions et la fin du tour viennent après. Même sans rien à échanger ni à construire, vous lancez les dés, recevez ce qu’ils rapportent, puis terminez votre tour.',
    },
    sv: {
      q: 'Måste jag slå tärningarna? Får jag avsluta turen utan att slå?',
      a: 'Du måste slå: slaget är obligatoriskt, och turen kan avslutas först efter det (du får spela ett utvecklingskort före).',
      x: 'Varje tur har exakt ett slag, och ingen får hoppa över det, varken för att slippa en sjua eller för att inte ge de andra något. Före slaget får du bara spela ett utvecklingskort; handel, bygge och att avsluta turen kommer efter det. Även när du inte har något att handla eller bygga slår du, tar emot det slaget ger och avslutar sedan turen.',
    },
  },
  {
    id: 'off-turn-actions', topic: 'turn', section: '§4', almanac: 'Game Play',
    see: ['trade-only-with-active', 'knight-on-other-turn'],
    en: {
      q: 'Can I build, buy or trade during another player’s turn?',
      a: 'You cannot build or buy; the only thing you may do is trade with the player whose turn it is, except in the special building phase (always with five or six players, and with three or four as a house rule), where you may build and buy but not trade.',
      x: 'Building, buying and playing development cards, and trading with the bank, all belong to your own turn, never to an opponent’s. While the others play, you collect from their roll, discard on a 7 if you hold more than 7 cards, and may answer their trade offers: accept, refuse or make a counter-offer; every trade includes the active player. So plan your builds for your own turn and keep what you need until then. The one exception is the special building phase of a five- or six-player game (or of the house rule for three or four), when after each turn the others may build and buy, though still not trade.',
    },
    es: {
      q: '¿Puedo construir, comprar o comerciar durante el turno de otro jugador?',
      a: 'No puedes construir ni comprar; lo único que puedes hacer es comerciar con el jugador en turno, salvo en la fase especial de construcción (siempre con cinco o seis jugadores, y con tres o cuatro como variante), en la que puedes construir y comprar, pero no comerciar.',
      x: 'Construir, comprar y jugar cartas de desarrollo, y comerciar con la banca, son cosas de tu propio turno, nunca del de un rival. Mientras juegan los demás, cobras de su tirada, descartas con un 7 si tienes más de 7 cartas y puedes responder a sus ofertas: aceptarlas, rechazarlas o hacer una contraoferta; todo trato incluye al jugador en turno. Así que planea tus construcciones para tu turno y guarda hasta entonces lo que necesites. La única excepción es la fase especial de construcción de una partida de cinco o seis jugadores (o de la variante para tres o cuatro), en la que tras cada turno los demás pueden construir y comprar, aunque tampoco comerciar.',
    },
    fr: {
      q: 'Puis-je construire, acheter ou échanger pendant le tour d’un autre joueur\u202f?',
      a: 'Vous ne pouvez ni construire ni acheter\u202f; la seule chose à faire est d’échanger avec le joueur dont c’est le tour, sauf pendant la phase de construction spéciale (toujours à cinq ou six joueurs, et à trois ou quatre en variante), où vous pouvez construire et acheter, mais pas échanger.',
      x: 'Construire, acheter et jouer des cartes développement, et commercer avec la banque, se font pendant votre propre tour, jamais pendant celui d’un adversaire. Pendant que les autres jouent, vous recevez ce que le lancer du joueur actif vous rapporte, vous défaussez sur un 7 si vous avez plus de 7 cartes, et vous pouvez répondre à ses offres\u00a0: accepter, refuser ou faire une contre-offre\u202f; tout échange inclut le joueur actif. Prévoyez donc vos constructions pour votre tour et gardez jusque-là ce dont vous avez besoin. Seule exception\u00a0: la phase de construction spéciale d’une partie à cinq ou six joueurs (ou de la variante à trois ou quatre), où après chaque tour les autres peuvent construire et acheter, mais toujours sans commerce.',
    },
    sv: {
      q: 'Får jag bygga, köpa eller handla under en annan spelares tur?',
      a: 'Du får inte bygga eller köpa; det enda du får göra är att handla med den spelare vars tur det är, utom i den särskilda byggfasen (alltid med fem eller sex spelare, med färre som husregel), där du får bygga och köpa men inte handla.',
      x: 'Att bygga, köpa och spela utvecklingskort och att handla med banken hör till din egen tur, aldrig till en motståndares. Medan de andra spelar får du kort från deras slag, kastar vid en sjua om du har fler än 7 kort och kan svara på den aktiva spelarens bud: tacka ja, tacka nej eller lägga ett motbud; varje byte omfattar den aktiva spelaren. Planera därför dina byggen till din egen tur och spara det du behöver till dess. Det enda undantaget är den särskilda byggfasen i ett parti med fem eller sex spelare (eller med husregeln för tre eller fyra), då de andra efter varje tur får bygga och köpa, men fortfarande inte handla.',
    },
  },
  {
    id: 'trade-and-build-mixed', topic: 'turn', section: '§4', almanac: 'Combined Trade/Build Phase',
    en: {
      q: 'Must I finish trading before I start building?',
      a: 'No. Trading and building may be mixed in any order during the action phase.',
      x: 'This edition uses the combined trade and build phase: you can build a road, trade, then build a settlement, and trade again. The stricter order “all trades first, then building” exists only as a house rule (trade then build) chosen when the game is created.',
    },
    es: {
      q: '¿Tengo que terminar de comerciar antes de construir?',
      a: 'No. En la fase de acción puedes mezclar comercio y construcción en cualquier orden.',
      x: 'Esta edición usa la fase combinada de comercio y construcción: puedes construir una carretera, comerciar, construir un poblado y volver a comerciar. El orden estricto «primero todo el comercio, luego construir» existe solo como variante (primero comerciar, luego construir), elegida al crear la partida.',
    },
    fr: {
      q: 'Dois-je finir mes échanges avant de construire\u202f?',
      a: 'Non. Échanges et constructions peuvent s’alterner librement pendant la phase d’actions.',
      x: 'Cette édition utilise la phase combinée d’échange et de construction\u00a0: vous pouvez poser une route, échanger, bâtir une colonie, puis échanger encore. L’ordre strict «\u00a0tous les échanges d’abord, puis la construction\u00a0» n’existe que comme variante (échanger puis construire), choisie à la création de la partie.',
    },
    sv: {
      q: 'Måste jag handla klart innan jag börjar bygga?',
      a: 'Nej. Handel och bygge får blandas i valfri ordning efter slaget.',
      x: 'Den här utgåvan använder den kombinerade handels- och byggfasen: du kan bygga en väg, handla, bygga en bosättning och sedan handla igen. Den striktare ordningen ”först all handel, sedan bygge” finns bara som husregel (handla först, bygg sedan) och väljs när partiet skapas.',
    },
  },
  {
    id: 'turn-passes-left', topic: 'turn', section: '§4', almanac: 'Game Play',
    en: {
      q: 'Who plays after me?',
      a: 'The player on your left: turns go clockwise.',
      x: 'When you end your turn the dice pass to your left. Nothing carries over except what is on the board, on the table (played Knights, Longest Road and Largest Army) and in the hands; development cards you bought become playable from your next turn.',
    },
    es: {
      q: '¿Quién juega después de mí?',
      a: 'El jugador de tu izquierda: los turnos van en sentido horario.',
      x: 'Al terminar tu turno pasas los dados a la izquierda. Solo se conserva lo que hay en el tablero, en la mesa (Caballeros jugados, Mayor Ruta Comercial y Mayor Ejército) y en las manos; las cartas de desarrollo que compraste se pueden jugar a partir de tu siguiente turno.',
    },
    fr: {
      q: 'Qui joue après moi\u202f?',
      a: 'Le joueur à votre gauche\u00a0: on joue dans le sens des aiguilles d’une montre.',
      x: 'Quand vous terminez votre tour, les dés passent à gauche. Rien d’autre ne se conserve que le plateau, ce qui est posé sur la table (Chevaliers joués, Route la plus longue et Armée la plus grande) et les mains\u202f; les cartes développement achetées deviennent jouables à partir de votre tour suivant.',
    },
    sv: {
      q: 'Vem spelar efter mig?',
      a: 'Spelaren till vänster om dig: turen går medurs.',
      x: 'När du avslutar din tur går tärningarna till vänster. Inget annat följer med än det som finns på brädet, på bordet (spelade Riddare, Längsta vägen och Största riddararmén) och på händerna; utvecklingskort du köpt kan spelas från och med din nästa tur.',
    },
  },
  {
    id: 'example-round', topic: 'turn', section: '§12', almanac: 'Game Play',
    en: {
      q: 'Can you walk me through an example round?',
      a: 'Ana rolls 8, builds, trades and buys a Knight; Luis plays a Knight, takes Largest Army, then rolls a 7.',
      x: 'Ana (red) rolls 8. The robber sits on the 8 mountains, so Luis’s city and Marta’s settlement there get nothing, while Ana’s settlement on the 8 fields earns 1 grain. Ana builds a settlement (4 to 5 points), trades 1 wool for 1 grain with Marta (she refuses Pablo’s 2-for-1; Luis cannot trade with Marta), buys a Knight and may not play it this turn. Luis plays a Knight before rolling, his third, so he takes Largest Army (+2), and steals from Pablo on a 6 pasture. He then rolls 7: Pablo, with 9 cards, discards 4, Ana with none discards nothing, and Luis moves the robber again.',
    },
    es: {
      q: '¿Me enseñas una ronda de ejemplo?',
      a: 'Ana saca un 8, construye, comercia y compra un Caballero; Luis juega un Caballero, gana el Mayor Ejército y saca un 7.',
      x: 'Ana (roja) saca un 8. El ladrón está en las montañas del 8, así que la ciudad de Luis y el poblado de Marta allí no cobran; el poblado de Ana en los sembrados del 8 le da 1 cereal. Ana construye un poblado (de 4 a 5 puntos), comercia con Marta dando 1 lana por 1 cereal (rechaza el 2 por 1 de Pablo; Luis no puede comerciar con Marta), compra un Caballero y no puede jugarlo este turno. Luis juega un Caballero antes de tirar, el tercero, y se lleva el Mayor Ejército (+2); roba a Pablo en unos pastos del 6. Luego saca un 7: Pablo, con 9 cartas, descarta 4; Ana, sin cartas, nada; y Luis vuelve a mover el ladrón.',
    },
    fr: {
      q: 'Pouvez-vous me montrer un tour de table en exemple\u202f?',
      a: 'Ana fait 8, construit, échange et achète un Chevalier\u202f; Luis joue un Chevalier, prend l’Armée la plus grande, puis fait 7.',
      x: 'Ana (rouge) fait 8. Le voleur est sur les montagnes du 8\u00a0: la ville de Luis et la colonie de Marta n’y reçoivent rien, tandis que la colonie d’Ana sur les champs du 8 lui rapporte 1 blé. Ana bâtit une colonie (de 4 à 5 points), échange 1 laine contre 1 blé avec Marta (elle refuse le 2 contre 1 de Pablo\u202f; Luis ne peut pas échanger avec Marta), achète un Chevalier et ne peut pas le jouer ce tour-ci. Luis joue un Chevalier avant de lancer, son troisième\u00a0: il prend l’Armée la plus grande (+2) et vole Pablo sur un pâturage du 6. Il fait ensuite 7\u00a0: Pablo, avec 9 cartes, en défausse 4, Ana, sans carte, rien, et Luis déplace encore le voleur.',
    },
    sv: {
      q: 'Kan du visa en exempelrunda?',
      a: 'Ana slår 8, bygger, handlar och köper en Riddare; Luis spelar en Riddare, tar Största riddararmén och slår sedan 7.',
      x: 'Ana (röd) slår 8. Rövaren står på 8-berget, så Luis stad och Martas bosättning där får inget, medan Anas bosättning vid 8-åkermarken ger 1 spannmål. Ana bygger en bosättning (från 4 till 5 poäng), byter 1 ull mot 1 spannmål med Marta (hon tackar nej till Pablos 2 mot 1; Luis får inte handla med Marta), köper en Riddare och får inte spela den denna tur. Luis spelar en Riddare före slaget, hans tredje, tar Största riddararmén (+2) och stjäl från Pablo vid en 6-betesmark. Sedan slår han 7: Pablo med 9 kort kastar 4, Ana utan kort kastar inget, och Luis flyttar rövaren igen.',
    },
  },
];
