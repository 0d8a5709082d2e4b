// Manual entries: trading with players, with the bank and at harbors; how bots accept (RULES.md §7, §13).
import type { Entry } from '../types.js';

export const TRADING: Entry[] = [
  {
    id: 'domestic-trade', topic: 'trading', section: '§7', almanac: 'Domestic Trade',
    // The first answer to a bare word for trading (every form of it searches as this one), or to trading cards with players.
    keywords: { en: 'trade players cards', es: 'comercio jugadores cartas', fr: 'échange entre joueurs, cartes', sv: 'handel spelare kort' },
    en: {
      q: 'How do I trade with the other players?',
      a: 'On your turn, after the roll, say what you give and what you want; others accept, refuse or counter-offer.',
      x: 'Only the active player trades, during the action phase. You announce an offer such as “1 wool for 1 grain”; any other player may accept it, turn it down or propose something else, and you choose which deal, if any, to make. Both sides must agree, and only resource cards change hands. In this game: after your roll, open “Trade” (the T key), put cards in “You give” and “You get” under “Trade with players”, and press “Offer to the table”. Each player’s answer shows beside their name, and “Trade with” and a name makes the deal with one who accepted or countered. When another player offers, you answer with “Accept”, “Reject” or “Counter”.',
    },
    es: {
      q: '¿Cómo funciona el comercio con los demás jugadores?',
      a: 'En el comercio interior, en tu turno y después de tirar, dices qué das y qué quieres; los demás aceptan, rechazan o hacen una contraoferta.',
      x: 'Solo comercia el jugador en turno, durante la fase de acción. Anuncias una oferta como «1 lana por 1 cereal»; cualquier otro jugador puede aceptarla, rechazarla o proponer otra cosa, y tú decides qué trato haces, si haces alguno. Las dos partes deben estar de acuerdo y solo cambian de manos cartas de materias. En este juego: después de tirar, abre «Comerciar» (la tecla T), pon cartas en «Das» y «Recibes» bajo «Comercio interior» y pulsa «Ofrecer a la mesa». La respuesta de cada jugador aparece junto a su nombre, y «Comerciar con» seguido de un nombre cierra el trato con quien aceptó o hizo una contraoferta. Cuando otro jugador ofrece, respondes con «Aceptar», «Rechazar» o «Contraoferta».',
    },
    fr: {
      q: 'Comment échanger avec les autres joueurs\u202f?',
      a: 'Pendant votre tour, après le lancer, annoncez ce que vous donnez et ce que vous voulez\u202f; les autres acceptent, refusent ou font une contre-offre.',
      x: 'Seul le joueur actif échange, pendant la phase d’actions. Vous annoncez une offre comme «\u00a01 laine contre 1 blé\u00a0»\u202f; n’importe quel autre joueur peut l’accepter, la refuser ou proposer autre chose, et vous choisissez quel échange conclure, s’il y en a un. Les deux parties doivent être d’accord et seules des cartes ressource changent de main. Dans ce jeu\u00a0: après le lancer, ouvrez «\u00a0Échanger\u00a0» (la touche T), placez des cartes dans «\u00a0Vous donnez\u00a0» et «\u00a0Vous recevez\u00a0» sous «\u00a0Échange entre joueurs\u00a0», puis appuyez sur «\u00a0Proposer à tous\u00a0». La réponse de chaque joueur s’affiche à côté de son nom, et «\u00a0Échanger avec\u00a0» suivi d’un nom conclut l’échange avec un joueur qui a accepté ou fait une contre-offre. Quand un autre joueur propose, vous répondez par «\u00a0Accepter\u00a0», «\u00a0Refuser\u00a0» ou «\u00a0Contre-offre\u00a0».',
    },
    sv: {
      q: 'Hur går handel mellan spelare till?',
      a: 'Handel mellan spelare sker på din tur, efter slaget: du säger vad du ger och vad du vill ha, och de andra tackar ja, nej eller lägger ett motbud.',
      x: 'Bara den aktiva spelaren handlar, efter tärningsslaget. Du lägger ett bud som ”1 ull mot 1 spannmål”; vilken annan spelare som helst kan anta det, avböja eller föreslå något annat, och du väljer vilken affär du gör, om någon. Båda sidor måste vara överens och bara råvarukort byter ägare. I det här spelet: efter slaget öppnar du ”Handla” (tangenten T), lägger kort under ”Du ger” och ”Du får” i ”Mellan spelare” och trycker på ”Erbjud alla”. Varje spelares svar syns vid namnet, och ”Byt med” följt av ett namn gör affären med någon som tackade ja eller lade ett motbud. När en annan spelare bjuder svarar du med ”Godta”, ”Avböj” eller ”Motbud”.',
    },
  },
  {
    id: 'trade-only-with-active', topic: 'trading', section: '§7', almanac: 'Domestic Trade',
    en: {
      q: 'Can two other players trade with each other during my turn?',
      a: 'No. Every trade must include the player whose turn it is.',
      x: 'During someone else’s turn you can trade only with that player. You cannot trade with the bank or at a harbor outside your own turn either. In the example round it is Ana’s turn: Luis may trade with Ana, but not with Marta, because a trade between the two of them would leave Ana out.',
    },
    es: {
      q: '¿Pueden dos jugadores comerciar entre sí durante mi turno?',
      a: 'No. Todo trato tiene que incluir al jugador en turno.',
      x: 'Durante el turno de otro solo puedes comerciar con ese jugador. Fuera de tu turno tampoco puedes comerciar con la banca ni en un puerto. En la ronda de ejemplo es el turno de Ana: Luis puede comerciar con Ana, pero no con Marta, porque un trato entre los dos dejaría fuera a Ana.',
    },
    fr: {
      q: 'Deux autres joueurs peuvent-ils échanger entre eux pendant mon tour\u202f?',
      a: 'Non. Tout échange doit inclure le joueur dont c’est le tour.',
      x: 'Pendant le tour d’un autre, vous ne pouvez échanger qu’avec lui. Vous ne pouvez pas non plus commercer avec la banque ou un port hors de votre tour. Dans le tour d’exemple, c’est le tour d’Ana\u00a0: Luis peut échanger avec Ana, mais pas avec Marta, car un échange entre eux deux laisserait Ana de côté.',
    },
    sv: {
      q: 'Får två andra spelare handla med varandra under min tur?',
      a: 'Nej. Varje byte måste omfatta den spelare vars tur det är.',
      x: 'Under någon annans tur får du bara handla med den spelaren. Utanför din egen tur får du inte heller handla med banken eller i en hamn. I exempelrundan är det Anas tur: Luis får handla med Ana, men inte med Marta, eftersom ett byte mellan de två skulle lämna Ana utanför.',
    },
  },
  {
    id: 'no-gifts', topic: 'trading', section: '§7', almanac: 'Domestic Trade',
    en: {
      q: 'Can I give cards away, or swap wood for wood?',
      a: 'No. Each side must give at least one card, and the same resource may not be on both sides.',
      x: 'Gifts are forbidden, including disguised ones such as 3 wood for 1 wood. A trade like 2 brick for 1 ore is fine; 2 brick for 1 brick and 1 ore is not, because brick is on both sides.',
    },
    es: {
      q: '¿Puedo regalar cartas o dar madera por madera?',
      a: 'No. Cada parte debe dar al menos una carta y la misma materia no puede estar en los dos lados.',
      x: 'Los regalos están prohibidos, también los disimulados, como 3 maderas por 1 madera. Un trato de 2 arcillas por 1 mineral vale; 2 arcillas por 1 arcilla y 1 mineral no, porque la arcilla está en los dos lados.',
    },
    fr: {
      q: 'Puis-je donner des cartes, ou échanger du bois contre du bois\u202f?',
      a: 'Non. Chaque partie donne au moins une carte, et une même ressource ne peut pas figurer des deux côtés.',
      x: 'Les cadeaux sont interdits, même déguisés, comme 3 bois contre 1 bois. Un échange 2 argiles contre 1 minerai est permis\u202f; 2 argiles contre 1 argile et 1 minerai ne l’est pas, car l’argile est des deux côtés.',
    },
    sv: {
      q: 'Får jag ge bort kort, eller byta trä mot trä?',
      a: 'Nej. Varje sida måste ge minst ett kort, och samma råvara får inte finnas på båda sidor.',
      x: 'Gåvor är förbjudna, även förtäckta som 3 trä mot 1 trä. Ett byte 2 tegel mot 1 malm går bra; 2 tegel mot 1 tegel och 1 malm går inte, eftersom tegel finns på båda sidor.',
    },
  },
  {
    id: 'trade-ratios', topic: 'trading', section: '§7', almanac: 'Domestic Trade',
    en: {
      q: 'Do trades between players have to be one for one?',
      a: 'No. Any ratio both sides accept is allowed: 2 for 1, 1 for 2, 3 for 2…',
      x: 'Players set their own prices. You may offer several kinds of cards at once, such as 1 wool and 1 brick for 1 ore. The bank’s fixed rates (4:1 and the harbors) apply only to maritime trade.',
    },
    es: {
      q: '¿Los tratos entre jugadores tienen que ser de uno por uno?',
      a: 'No. Vale cualquier proporción que acepten las dos partes: 2 por 1, 1 por 2, 3 por 2…',
      x: 'Los jugadores ponen sus propios precios. Puedes ofrecer varias materias a la vez, como 1 lana y 1 arcilla por 1 mineral. Las tasas fijas de la banca (4:1 y los puertos) solo rigen el comercio marítimo.',
    },
    fr: {
      q: 'Les échanges entre joueurs doivent-ils être à un pour un\u202f?',
      a: 'Non. Toute proportion acceptée des deux côtés est permise\u00a0: 2 contre 1, 1 contre 2, 3 contre 2…',
      x: 'Les joueurs fixent leurs prix. Vous pouvez proposer plusieurs ressources à la fois, comme 1 laine et 1 argile contre 1 minerai. Les taux fixes de la banque (4:1 et les ports) ne valent que pour le commerce maritime.',
    },
    sv: {
      q: 'Måste byten mellan spelare vara ett mot ett?',
      a: 'Nej. Alla proportioner som båda sidor godtar är tillåtna: 2 mot 1, 1 mot 2, 3 mot 2…',
      x: 'Spelarna sätter sina egna priser. Du kan erbjuda flera sorters kort på en gång, till exempel 1 ull och 1 tegel mot 1 malm. Bankens fasta kurser (4:1 och hamnarna) gäller bara handel med banken.',
    },
  },
  {
    id: 'no-dev-card-trades', topic: 'trading', section: '§7', almanac: 'Domestic Trade',
    en: {
      q: 'Can I trade development cards or promise cards later?',
      a: 'No. Only resource cards can be traded, and only cards handed over now.',
      x: 'Development cards stay with the player who bought them. Promises (“I will give you ore next turn”) cannot be part of a trade: the game moves the cards of both sides at the moment the deal is made.',
    },
    es: {
      q: '¿Puedo comerciar con cartas de desarrollo o prometer cartas para más tarde?',
      a: 'No. Solo se comercia con cartas de materias, y solo con cartas que se entregan en ese momento.',
      x: 'Las cartas de desarrollo se quedan con quien las compró. Las promesas («te daré mineral el próximo turno») no pueden formar parte de un trato: el juego mueve las cartas de las dos partes en el momento de cerrar el trato.',
    },
    fr: {
      q: 'Puis-je échanger des cartes développement ou promettre des cartes pour plus tard\u202f?',
      a: 'Non. On n’échange que des cartes ressource, et seulement des cartes données sur-le-champ.',
      x: 'Les cartes développement restent à celui qui les a achetées. Les promesses («\u00a0je te donnerai du minerai au prochain tour\u00a0») ne peuvent pas faire partie d’un échange\u00a0: le jeu transfère les cartes des deux côtés au moment où l’accord est conclu.',
    },
    sv: {
      q: 'Får jag byta bort utvecklingskort eller lova kort senare?',
      a: 'Nej. Bara råvarukort kan bytas, och bara kort som lämnas över direkt.',
      x: 'Utvecklingskort stannar hos den som köpte dem. Löften (”jag ger dig malm nästa tur”) kan inte ingå i ett byte: spelet flyttar korten för båda sidor i samma ögonblick som affären görs.',
    },
  },
  {
    id: 'bank-trade-four', topic: 'trading', section: '§7', almanac: 'Maritime Trade',
    // The first answer to trading with the bank.
    keywords: { en: 'trade bank', es: 'comercio banca', fr: 'échange banque', sv: 'handel banken' },
    en: {
      q: 'How does trading with the bank work?',
      a: 'Give 4 identical resource cards and take 1 card of another resource; no harbor needed.',
      x: 'This is maritime trade, open to the active player during the action phase, as often as they like. The 4 cards must all be of one kind, and you cannot ask for the same resource back. A building on a harbor improves the rate: a 3:1 harbor for every resource, a 2:1 harbor only for its own resource. The bank must still hold the card you ask for. In this game: open “Trade”, then “Maritime trade”; each line gives one resource at your rate, and you tap the card you want for it.',
    },
    es: {
      q: '¿Cómo funciona el comercio con la banca?',
      a: 'Entregas 4 cartas de una misma materia y coges 1 carta de otra materia; no hace falta puerto.',
      x: 'Es el comercio marítimo, abierto al jugador en turno durante la fase de acción, tantas veces como quiera. Las 4 cartas deben ser de la misma materia y no puedes pedir esa misma materia. Un edificio en un puerto mejora la tasa: un puerto 3:1 para todas las materias, un puerto 2:1 solo para su propia materia. La banca tiene que tener la carta que pides. En este juego: abre «Comerciar» y luego «Comercio marítimo»; cada línea da una materia a tu tasa, y tocas la carta que quieres a cambio.',
    },
    fr: {
      q: 'Comment fonctionne le commerce avec la banque\u202f?',
      a: 'Donnez 4 cartes ressource identiques et prenez 1 carte d’une autre ressource\u202f; pas besoin de port.',
      x: 'C’est le commerce maritime, ouvert au joueur actif pendant la phase d’actions, aussi souvent qu’il le veut. Les 4 cartes doivent être de la même ressource et vous ne pouvez pas demander cette même ressource. Un bâtiment sur un port améliore le taux\u00a0: un port 3:1 pour toutes les ressources, un port 2:1 pour sa seule ressource. La banque doit encore avoir la carte demandée. Dans ce jeu\u00a0: ouvrez «\u00a0Échanger\u00a0», puis «\u00a0Commerce maritime\u00a0»\u202f; chaque ligne donne une ressource à votre taux, et vous touchez la carte voulue en échange.',
    },
    sv: {
      q: 'Hur fungerar handel med banken?',
      a: 'Ge 4 likadana råvarukort och ta 1 kort av en annan råvara; ingen hamn behövs.',
      x: 'Det här är handel med banken, öppen för den aktiva spelaren efter slaget, så många gånger som spelaren vill. De 4 korten måste vara av samma sort och du får inte be om samma råvara tillbaka. En byggnad vid en hamn ger bättre kurs: en 3:1-hamn för alla råvaror, en 2:1-hamn bara för sin egen råvara. Banken måste ha kvar kortet du ber om. I det här spelet: öppna ”Handla” och sedan ”Med banken”; varje rad ger en råvara till din kurs, och du trycker på kortet du vill ha för den.',
    },
  },
  {
    id: 'harbor-three-one', topic: 'trading', section: '§7', almanac: 'Harbors',
    en: {
      q: 'What does a 3:1 harbor let me do?',
      a: 'With a settlement or city on it, trade any 3 identical resource cards to the bank for 1 other card.',
      x: 'A generic harbor works for every resource. Your building must stand on one of the harbor’s two coastal intersections. A 3:1 harbor beside a good number is often worth more than a 2:1 harbor for a resource you rarely get.',
    },
    es: {
      q: '¿Qué me permite un puerto 3:1?',
      a: 'Con un poblado o ciudad en él, das a la banca 3 cartas iguales por 1 de otra materia.',
      x: 'Un puerto genérico sirve para todas las materias. Tu edificio debe estar en uno de los dos cruces de costa del puerto. Un puerto 3:1 junto a un buen número suele valer más que un puerto 2:1 de una materia que casi no recibes.',
    },
    fr: {
      q: 'À quoi sert un port 3:1\u202f?',
      a: 'Avec une colonie ou une ville dessus, échangez avec la banque 3 cartes identiques contre 1 autre carte.',
      x: 'Un port générique vaut pour toutes les ressources. Votre bâtiment doit se trouver sur l’un des deux sommets côtiers du port. Un port 3:1 près d’un bon nombre vaut souvent mieux qu’un port 2:1 d’une ressource que vous recevez rarement.',
    },
    sv: {
      q: 'Vad kan jag göra med en 3:1-hamn?',
      a: 'Med bosättning eller stad vid den byter du 3 likadana råvarukort mot 1 annat kort hos banken.',
      x: 'En allmän hamn fungerar för alla råvaror. Din byggnad måste stå i ett av hamnens två hörn vid kusten. En 3:1-hamn bredvid en bra siffra är ofta värd mer än en 2:1-hamn för en råvara du sällan får.',
    },
  },
  {
    id: 'harbor-two-one', topic: 'trading', section: '§7', almanac: 'Harbors', picture: 'harbors',
    en: {
      q: 'How does a 2:1 harbor work?',
      a: 'With a building on it, trade 2 cards of that harbor’s resource for 1 card of any other resource; it works for that resource only.',
      x: 'An ore harbor lets you turn 2 ore into 1 brick, but it does nothing for your wool: for other resources use a 3:1 harbor or the 4:1 bank rate. Your settlement or city must be on one of the harbor’s two intersections. The game shows your best rate under each resource in your hand.',
    },
    es: {
      q: '¿Cómo funciona un puerto 2:1?',
      a: 'Con un edificio en él, das 2 cartas de la materia del puerto por 1 de cualquier otra; solo sirve para esa materia.',
      x: 'Un puerto de mineral te deja convertir 2 minerales en 1 arcilla, pero no sirve para tu lana: para otras materias usa un puerto 3:1 o la tasa 4:1 de la banca. Tu poblado o ciudad debe estar en uno de los dos cruces del puerto. El juego muestra tu mejor tasa bajo cada materia de tu mano.',
    },
    fr: {
      q: 'Comment fonctionne un port 2:1\u202f?',
      a: 'Avec un bâtiment dessus, échangez 2 cartes de la ressource du port contre 1 carte de n’importe quelle autre\u202f; il ne sert que pour cette ressource.',
      x: 'Un port à minerai transforme 2 minerais en 1 argile, mais ne fait rien pour votre laine\u00a0: pour les autres ressources, utilisez un port 3:1 ou le taux de 4:1 de la banque. Votre colonie ou ville doit être sur l’un des deux sommets du port. Le jeu affiche votre meilleur taux sous chaque ressource de votre main.',
    },
    sv: {
      q: 'Hur fungerar en 2:1-hamn?',
      a: 'Med en byggnad vid hamnen byter du 2 kort av hamnens råvara mot 1 kort av valfri annan råvara; den gäller bara den råvaran.',
      x: 'En malmhamn låter dig göra om 2 malm till 1 tegel, men hjälper inte med din ull: för andra råvaror gäller en 3:1-hamn eller bankens kurs 4:1. Din bosättning eller stad måste stå i ett av hamnens två hörn. Spelet visar din bästa kurs under varje råvara på handen.',
    },
  },
  {
    id: 'harbor-needs-building', topic: 'trading', section: '§7', almanac: 'Harbors', picture: 'harbors',
    en: {
      q: 'Does a road next to a harbor give me its rate?',
      a: 'No. Only a settlement or city on one of the harbor’s two intersections does.',
      x: 'A road touching the harbor, or a building on the coast one corner away, gives nothing. Once your settlement stands on the harbor, the rate works at once, in the same turn, so you can build there and trade at the new rate straight away.',
    },
    es: {
      q: '¿Una carretera junto a un puerto me da su tasa?',
      a: 'No. Solo la da un poblado o ciudad en uno de los dos cruces del puerto.',
      x: 'Una carretera que toca el puerto, o un edificio en la costa a un cruce de distancia, no da nada. En cuanto tu poblado está en el puerto, la tasa funciona al momento, en el mismo turno: puedes construir allí y comerciar enseguida con la nueva tasa.',
    },
    fr: {
      q: 'Une route à côté d’un port me donne-t-elle son taux\u202f?',
      a: 'Non. Seule une colonie ou une ville sur l’un des deux sommets du port le donne.',
      x: 'Une route qui touche le port, ou un bâtiment sur la côte un sommet plus loin, ne donne rien. Dès que votre colonie est posée sur le port, le taux s’applique aussitôt, dans le même tour\u00a0: vous pouvez bâtir puis échanger au nouveau taux immédiatement.',
    },
    sv: {
      q: 'Ger en väg vid en hamn mig hamnens kurs?',
      a: 'Nej. Bara en bosättning eller stad i ett av hamnens två hörn gör det.',
      x: 'En väg som rör hamnen, eller en byggnad vid kusten ett hörn bort, ger ingenting. Så snart din bosättning står vid hamnen gäller kursen direkt, samma tur: du kan bygga där och genast handla till den nya kursen.',
    },
  },
  {
    id: 'bank-must-hold', topic: 'trading', section: '§7', almanac: 'Maritime Trade',
    keywords: { sv: 'resurs' },
    en: {
      q: 'Can I trade with the bank for a resource the bank has run out of?',
      a: 'No. A maritime trade needs the bank to hold the card you ask for.',
      x: 'If all the grain is in players’ hands (19 cards in the base game, 24 with five or six players), nobody can buy grain from the bank until some comes back through building, discards or other trades. You can still trade with players for it, or play Year of Plenty for what the bank does hold.',
    },
    es: {
      q: '¿Puedo pedir a la banca una materia que se le ha acabado?',
      a: 'No. El comercio marítimo exige que la banca tenga la carta que pides.',
      x: 'Si todas las cartas de cereal están en manos de los jugadores (19 en el juego básico, 24 con cinco o seis), nadie puede conseguir cereal de la banca hasta que alguno vuelva al construir, descartar o comerciar. Aún puedes pedirlo a otros jugadores, o jugar Descubrimiento por lo que sí tenga la banca.',
    },
    fr: {
      q: 'Puis-je demander à la banque une ressource qu’elle n’a plus\u202f?',
      a: 'Non. Le commerce maritime exige que la banque possède la carte demandée.',
      x: 'Si toutes les cartes de blé sont dans les mains des joueurs (19 dans le jeu de base, 24 à cinq ou six), personne ne peut en obtenir de la banque avant que certaines y reviennent par des constructions, des défausses ou d’autres échanges. Vous pouvez toujours en demander aux joueurs, ou jouer Invention pour ce que la banque possède encore.',
    },
    sv: {
      q: 'Kan jag köpa en råvara som banken har slut på?',
      a: 'Nej. Handel med banken kräver att banken har kortet du ber om.',
      x: 'Om alla spannmålskort finns på spelarnas händer (19 i grundspelet, 24 med fem eller sex spelare) kan ingen få spannmål från banken förrän några kommer tillbaka genom bygge, kastning eller andra byten. Du kan fortfarande handla till dig det av spelarna, eller spela Uppfinning för det banken har kvar.',
    },
  },
  {
    id: 'best-rate-shown', topic: 'trading', section: '§7', almanac: 'Maritime Trade',
    en: {
      q: 'Which bank rate do I get, and where do I see it?',
      a: 'Always your best available rate for each resource, shown under that resource in your hand.',
      x: 'For each resource the game picks the best of 4:1, 3:1 (if you have a generic harbor) and 2:1 (if you have that resource’s harbor). You can trade several lots at once, for example 4 ore at 2:1 for 2 other cards.',
    },
    es: {
      q: '¿Qué tasa me da la banca y dónde la veo?',
      a: 'Siempre la mejor que tengas para cada materia, indicada bajo esa materia en tu mano.',
      x: 'Para cada materia el juego elige lo mejor entre 4:1, 3:1 (si tienes un puerto genérico) y 2:1 (si tienes el puerto de esa materia). Puedes hacer varios lotes a la vez, por ejemplo 4 minerales a 2:1 por 2 cartas de otras materias.',
    },
    fr: {
      q: 'Quel taux la banque m’accorde-t-elle, et où le voir\u202f?',
      a: 'Toujours votre meilleur taux pour chaque ressource, affiché sous cette ressource dans votre main.',
      x: 'Pour chaque ressource, le jeu prend le meilleur de 4:1, 3:1 (si vous avez un port générique) et 2:1 (si vous avez le port de cette ressource). Vous pouvez échanger plusieurs lots à la fois, par exemple 4 minerais à 2:1 contre 2 autres cartes.',
    },
    sv: {
      q: 'Vilken kurs får jag hos banken, och var ser jag den?',
      a: 'Alltid din bästa kurs för varje råvara, som visas under råvaran på din hand.',
      x: 'För varje råvara väljer spelet det bästa av 4:1, 3:1 (om du har en allmän hamn) och 2:1 (om du har den råvarans hamn). Du kan byta flera omgångar på en gång, till exempel 4 malm till 2:1 mot 2 andra kort.',
    },
  },
  {
    id: 'bot-trade-acceptance', topic: 'trading', section: '§13', almanac: 'Domestic Trade',
    keywords: { sv: 'datorspelare dator' },
    en: {
      q: 'When does a computer player accept my trade offer?',
      a: 'When it keeps at least one of each card you ask for, gives no more cards than it gets, and can then pay for a build it could not before.',
      x: 'Say a bot holds 2 ore, 2 grain and 2 wool. Offered 1 ore for 1 wool, it accepts: it keeps a wool, gives one card for one, and with 3 ore it can now pay for a city. Asked for 2 wool for that ore, it refuses: it would have no wool left and would give more than it gets. That is the rule every bot starts from; the stronger ones may turn down offers for reasons of their own, but none will ever give away its last card of a resource you ask for, or more cards than it receives.',
    },
    es: {
      q: '¿Cuándo acepta mi oferta un jugador del ordenador?',
      a: 'Cuando conserva al menos una de cada carta que pides, no da más cartas de las que recibe y después puede pagar algo que antes no podía.',
      x: 'Pongamos un bot con 2 minerales, 2 cereales y 2 lanas. Si le ofreces 1 mineral por 1 lana, acepta: conserva una lana, da una carta por una y con 3 minerales ya puede pagar una ciudad. Si le pides 2 lanas por ese mineral, rechaza: se quedaría sin lana y daría más de lo que recibe. De esa regla parten todos los bots; los más fuertes pueden rechazar ofertas por motivos propios, pero ninguno entregará nunca su última carta de una materia que pidas, ni más cartas de las que recibe.',
    },
    fr: {
      q: 'Quand un joueur ordinateur accepte-t-il mon offre\u202f?',
      a: 'Quand il garde au moins un exemplaire de chaque carte demandée, ne donne pas plus de cartes qu’il n’en reçoit et peut ensuite payer une construction qu’il ne pouvait pas payer avant.',
      x: 'Prenons un bot qui a 2 minerais, 2 blés et 2 laines. Contre 1 minerai pour 1 laine, il accepte\u00a0: il garde une laine, donne une carte pour une, et avec 3 minerais il peut maintenant payer une ville. Si vous lui demandez 2 laines pour ce minerai, il refuse\u00a0: il n’aurait plus de laine et donnerait plus qu’il ne reçoit. Tous les bots partent de cette règle\u202f; les plus forts peuvent refuser des offres pour leurs propres raisons, mais aucun ne cédera jamais sa dernière carte d’une ressource demandée, ni plus de cartes qu’il n’en reçoit.',
    },
    sv: {
      q: 'När tackar en bot ja till mitt bud?',
      a: 'När den behåller minst ett av varje kort du ber om, inte ger fler kort än den får och därefter kan betala ett bygge den inte kunde betala förut.',
      x: 'Säg att en bot har 2 malm, 2 spannmål och 2 ull. Erbjuds den 1 malm mot 1 ull tackar den ja: den behåller en ull, ger ett kort för ett, och med 3 malm kan den nu betala en stad. Ber du om 2 ull för den malmen tackar den nej: den skulle stå utan ull och ge mer än den får. Den regeln utgår alla bottar från; de starkare kan tacka nej till bud av egna skäl, men ingen ger någonsin bort sitt sista kort av en råvara du ber om, eller fler kort än den får.',
    },
  },
];
