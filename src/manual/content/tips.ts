// Manual entries: advice for a first game, and what the computer players may know (RULES.md §13).
import type { Entry } from '../types.js';

export const TIPS: Entry[] = [
  {
    id: 'tip-first-game', topic: 'tips', section: '§3', almanac: 'Set-up Phase',
    en: {
      q: 'How should we play our first game?',
      a: 'With 3 or 4 players, use the beginner set-up; explain production and the four builds first, and the development cards when someone buys one.',
      x: 'The beginner map is balanced and skips the hardest decision, choosing starting spots; a first game of 5 or 6 starts on a variable board, where the start is chosen. Keep the building costs in view. The special cards and the development cards can wait until they come up in play.',
    },
    es: {
      q: '¿Cómo jugamos nuestra primera partida?',
      a: 'Con 3 o 4 jugadores, usa el montaje para principiantes; explica primero la producción y las cuatro construcciones, y las cartas de desarrollo cuando alguien compre una.',
      x: 'El mapa para principiantes está equilibrado y se salta la decisión más difícil: elegir dónde empezar; una primera partida de 5 o 6 empieza en un tablero variable, donde se elige el comienzo. Tened a la vista los costes de construcción. Las cartas especiales y las de desarrollo pueden esperar a que aparezcan en juego.',
    },
    fr: {
      q: 'Comment jouer notre première partie\u202f?',
      a: 'À 3 ou 4 joueurs, prenez la mise en place pour débutants\u202f; expliquez d’abord la production et les quatre constructions, puis les cartes développement quand quelqu’un en achète une.',
      x: 'La carte pour débutants est équilibrée et évite la décision la plus difficile\u00a0: choisir ses emplacements de départ\u202f; une première partie à 5 ou 6 commence sur un plateau variable, où l’on choisit son départ. Gardez les coûts de construction sous les yeux. Les cartes spéciales et les cartes développement peuvent attendre d’apparaître en jeu.',
    },
    sv: {
      q: 'Hur ska vi spela vårt första parti?',
      a: 'Med 3 eller 4 spelare, använd nybörjaruppställningen; förklara först produktionen och de fyra byggena, och utvecklingskorten när någon köper ett.',
      x: 'Nybörjarkartan är balanserad och hoppar över det svåraste beslutet, att välja startplatser; ett första parti med 5 eller 6 börjar på en variabel karta, där starten väljs. Ha byggkostnaderna framme. Bonuskorten och utvecklingskorten kan vänta tills de dyker upp i partiet.',
    },
  },
  {
    id: 'tip-count-dots', topic: 'tips', section: '§1', almanac: 'Tactics',
    keywords: { en: 'best start', es: 'mejor empezar', fr: 'meilleur commencer', sv: 'bästa börja' },
    en: {
      q: 'How do I choose a good spot for a settlement?',
      a: 'Add up the dots on the tokens of its hexes and prefer three different resources.',
      x: 'The dots tell you how often a number comes up: a 6 or 8 has five, a 2 or 12 only one. A corner with 6, 5 and 9 (13 dots) will produce far more than one with 2, 12 and 3. Mixing resources matters too: spread your settlements over different numbers so that more rolls pay you.',
    },
    es: {
      q: '¿Cómo elijo un buen sitio para un poblado?',
      a: 'Suma los puntitos de las fichas numeradas de sus terrenos y prefiere tres materias distintas.',
      x: 'Los puntitos indican cuánto sale un número: un 6 o un 8 tiene cinco; un 2 o un 12, solo uno. Un cruce con 6, 5 y 9 (13 puntitos) producirá mucho más que uno con 2, 12 y 3. También importa variar: reparte tus poblados entre números distintos para cobrar en más tiradas.',
    },
    fr: {
      q: 'Comment choisir un bon emplacement de colonie\u202f?',
      a: 'Additionnez les points des jetons de ses terrains et préférez trois ressources différentes.',
      x: 'Les points disent à quelle fréquence un nombre sort\u00a0: un 6 ou un 8 en a cinq, un 2 ou un 12 un seul. Un sommet avec 6, 5 et 9 (13 points) produira bien plus qu’un sommet avec 2, 12 et 3. La variété compte aussi\u00a0: répartissez vos colonies sur des nombres différents pour être payé plus souvent.',
    },
    sv: {
      q: 'Hur väljer jag en bra plats för en bosättning?',
      a: 'Lägg ihop prickarna på rutornas siffertoken och välj helst tre olika råvaror.',
      x: 'Prickarna visar hur ofta en siffra kommer: en 6:a eller 8:a har fem, en 2:a eller 12:a bara en. Ett hörn med 6, 5 och 9 (13 prickar) producerar mycket mer än ett med 2, 12 och 3. Variation spelar också roll: sprid bosättningarna över olika siffror så att fler slag ger dig kort.',
    },
  },
  {
    id: 'tip-two-strategies', topic: 'tips', section: '§5', almanac: 'Tactics',
    en: {
      q: 'Should I go for ore and grain, or for wood and brick?',
      a: 'Ore and grain pay for cities and development cards; wood and brick pay for roads and settlements. Pick a plan early.',
      x: 'A player strong in ore and grain grows through cities, Largest Army and Victory Point cards. A player strong in wood and brick expands, takes new spots and races for Longest Road. Wool fits both, and harbors let you convert what you have in surplus.',
    },
    es: {
      q: '¿Voy a por mineral y cereal, o a por madera y arcilla?',
      a: 'Mineral y cereal pagan ciudades y cartas de desarrollo; madera y arcilla, carreteras y poblados. Elige pronto un plan.',
      x: 'Quien es fuerte en mineral y cereal crece con ciudades, el Mayor Ejército y cartas de Punto de Victoria. Quien es fuerte en madera y arcilla se expande, ocupa sitios nuevos y compite por la Mayor Ruta Comercial. La lana sirve para ambos, y los puertos convierten lo que te sobra.',
    },
    fr: {
      q: 'Dois-je miser sur le minerai et le blé, ou sur le bois et l’argile\u202f?',
      a: 'Minerai et blé paient les villes et les cartes développement\u202f; bois et argile, les routes et les colonies. Choisissez tôt votre plan.',
      x: 'Un joueur riche en minerai et en blé grandit par les villes, l’Armée la plus grande et les cartes Point de victoire. Un joueur riche en bois et en argile s’étend, prend de nouveaux emplacements et vise la Route la plus longue. La laine sert aux deux, et les ports convertissent vos surplus.',
    },
    sv: {
      q: 'Ska jag satsa på malm och spannmål, eller på trä och tegel?',
      a: 'Malm och spannmål betalar städer och utvecklingskort; trä och tegel betalar vägar och bosättningar. Välj en plan tidigt.',
      x: 'En spelare stark i malm och spannmål växer genom städer, Största riddararmén och Segerpoängkort. En spelare stark i trä och tegel breder ut sig, tar nya platser och tävlar om Längsta vägen. Ull behövs till båda, och hamnar låter dig växla det du har för mycket av.',
    },
  },
  {
    id: 'tip-ask-before-bank', topic: 'tips', section: '§7', almanac: 'Tactics',
    en: {
      q: 'When is trading 4:1 with the bank a good idea?',
      a: 'Usually only after asking the table: another player often has a spare card and takes a better deal.',
      x: 'Four cards for one is expensive. Offer the trade to the players first; if nobody accepts, the bank is always there. A harbor lowers the price for good, which is why a 2:1 harbor next to a resource you produce a lot of is strong.',
    },
    es: {
      q: '¿Cuándo conviene comerciar 4:1 con la banca?',
      a: 'Normalmente solo después de preguntar a la mesa: a menudo otro jugador tiene una carta de sobra y acepta un trato mejor.',
      x: 'Cuatro cartas por una es caro. Ofrece primero el trato a los jugadores; si nadie acepta, la banca siempre está ahí. Un puerto rebaja el precio para siempre, por eso un puerto 2:1 de una materia que produces mucho es tan fuerte.',
    },
    fr: {
      q: 'Quand est-il intéressant d’échanger à 4:1 avec la banque\u202f?',
      a: 'En général seulement après avoir demandé à la table\u00a0: un autre joueur a souvent une carte en trop et accepte un meilleur marché.',
      x: 'Quatre cartes pour une, c’est cher. Proposez d’abord l’échange aux joueurs\u202f; si personne n’accepte, la banque est toujours là. Un port baisse le prix pour de bon\u00a0: c’est pourquoi un port 2:1 d’une ressource que vous produisez beaucoup est si fort.',
    },
    sv: {
      q: 'När lönar det sig att byta 4:1 med banken?',
      a: 'Oftast först efter att ha frågat runt bordet: någon har ofta ett kort över och går med på en bättre affär.',
      x: 'Fyra kort för ett är dyrt. Erbjud bytet till spelarna först; tackar ingen ja finns banken alltid kvar. En hamn sänker priset för gott, och därför är en 2:1-hamn för en råvara du producerar mycket av så stark.',
    },
  },
  {
    id: 'tip-watch-leader', topic: 'tips', section: '§10', almanac: 'Tactics',
    en: {
      q: 'How do I keep the leader from winning?',
      a: 'Assume hidden points, put the robber on the leader’s best hex and stop trading with them.',
      x: 'A player showing 8 visible points may hold a hidden Victory Point card and need only one more point on their turn. During someone else’s turn they may even hold 2 and win as soon as their own turn begins (on their own turn, 10 points would already have won). Watch their hand size, played Knights and roads built without settlements behind them. The robber is your main defence: blocking the leader’s best 6 or 8 is entirely within the rules.',
    },
    es: {
      q: '¿Cómo evito que gane quien va primero?',
      a: 'Supón que tiene puntos ocultos, pon el ladrón en su mejor terreno y deja de comerciar con él.',
      x: 'Quien muestra 8 puntos visibles puede tener una carta oculta de Punto de Victoria y necesitar un solo punto más en su turno. Durante el turno de otro puede tener incluso 2 y ganar en cuanto empiece el suyo (en su propio turno, con 10 puntos ya habría ganado). Fíjate en cuántas cartas tiene, en sus Caballeros jugados y en las carreteras que construye sin poblados detrás. El ladrón es tu principal defensa: bloquear su mejor 6 u 8 está totalmente dentro de las reglas.',
    },
    fr: {
      q: 'Comment empêcher le joueur en tête de gagner\u202f?',
      a: 'Supposez qu’il a des points cachés, posez le voleur sur son meilleur terrain et cessez d’échanger avec lui.',
      x: 'Un joueur affichant 8 points visibles peut cacher une carte Point de victoire et n’avoir besoin que d’un point de plus pendant son tour. Pendant le tour d’un autre, il peut même en détenir 2 et gagner dès le début de son propre tour (pendant son tour, 10 points l’auraient déjà fait gagner). Surveillez le nombre de cartes de sa main, ses Chevaliers joués et les routes posées sans colonie derrière. Le voleur est votre principale défense\u00a0: bloquer son meilleur 6 ou 8 est parfaitement permis.',
    },
    sv: {
      q: 'Hur hindrar jag den som leder från att vinna?',
      a: 'Räkna med dolda poäng, ställ rövaren på ledarens bästa ruta och sluta handla med ledaren.',
      x: 'En spelare med 8 synliga poäng kan ha ett dolt Segerpoängkort och behöva bara en poäng till på sin tur. Under någon annans tur kan spelaren till och med ha 2 och vinna så fort den egna turen börjar (på den egna turen hade 10 poäng redan gett vinst). Håll koll på antalet kort på handen, spelade Riddare och vägar som byggs utan bosättningar bakom. Rövaren är ditt främsta försvar: att blockera ledarens bästa 6:a eller 8:a är helt inom reglerna.',
    },
  },
  {
    id: 'bots-fair-play', topic: 'tips', section: '§13', almanac: 'Game Play',
    keywords: { en: 'cheat', es: 'trampa', fr: 'tricher', sv: 'fuska datorspelare dator' },
    en: {
      q: 'Do the computer players see my cards or bend the rules?',
      a: 'No. A bot obeys exactly the same rules and sees exactly what a human in its seat would see.',
      x: 'Bots receive the same view a player gets: their own hand, and only card counts and visible points for everyone else. They never see the order of the development deck or anyone’s hidden cards, and every move they make passes through the same rule checks as yours.',
    },
    es: {
      q: '¿Ven mis cartas los jugadores del ordenador, o se saltan las reglas?',
      a: 'No. Un bot cumple exactamente las mismas reglas y ve exactamente lo que vería una persona en su sitio.',
      x: 'Los bots reciben la misma vista que un jugador: su propia mano y, de los demás, solo el número de cartas y los puntos visibles. Nunca ven el orden del mazo de desarrollo ni las cartas ocultas de nadie, y cada jugada suya pasa por las mismas comprobaciones que las tuyas.',
    },
    fr: {
      q: 'Les joueurs ordinateur voient-ils mes cartes ou trichent-ils\u202f?',
      a: 'Non. Un bot suit exactement les mêmes règles et voit exactement ce que verrait un humain à sa place.',
      x: 'Les bots reçoivent la même vue qu’un joueur\u00a0: leur propre main et, pour les autres, seulement le nombre de cartes et les points visibles. Ils ne voient jamais l’ordre de la pioche ni les cartes cachées de personne, et chacun de leurs coups passe par les mêmes vérifications que les vôtres.',
    },
    sv: {
      q: 'Ser bottarna mina kort, eller fuskar de med reglerna?',
      a: 'Nej. En bot följer exakt samma regler och ser exakt det en människa på samma plats skulle se.',
      x: 'Bottar får samma vy som en spelare: sin egen hand och, för alla andra, bara antalet kort och synliga poäng. De ser aldrig ordningen i högen med utvecklingskort eller någons dolda kort, och varje drag de gör går igenom samma regelkontroller som dina.',
    },
  },
];
