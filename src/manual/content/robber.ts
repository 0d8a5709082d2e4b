// Manual entries: a roll of 7, discards, moving the robber and stealing (RULES.md §4.3, §6, §12).
import type { Entry } from '../types.js';

export const ROBBER: Entry[] = [
  {
    // The overview: what the robber does, before the entries on each step.
    id: 'robber-overview', topic: 'robber', section: '§6', almanac: 'Robber',
    see: ['robber-starts-desert', 'robber-blocks-production', 'knight-card'],
    en: {
      q: 'What does the robber do?',
      a: 'A 7 or a Knight moves the robber to another hex; that hex then produces nothing, and the player who moved the robber steals one resource card from an opponent with a building there.',
      x: 'The robber starts on the desert (on one of the two, with five or six players). When a 7 is rolled, players with more than 7 resource cards first discard half; then the roller must move the robber to a different land hex. A Knight moves it the same way, without discards. While it stands on a hex, that hex produces nothing for anyone, though harbors keep working. The mover then steals one random resource card from one opponent with a settlement or city on the hex, if there is one. The questions that follow go through each step.',
    },
    es: {
      q: '¿Qué hace el ladrón?',
      a: 'Un 7 o un Caballero llevan el ladrón a otro terreno; ese terreno deja de producir, y quien movió el ladrón roba una carta de materia a un rival con edificio allí.',
      x: 'El ladrón empieza en el desierto (en uno de los dos, con cinco o seis jugadores). Cuando sale un 7, quien tenga más de 7 cartas de materias descarta primero la mitad; después quien tiró tiene que mover el ladrón a otro terreno. Un Caballero lo mueve igual, sin descartes. Mientras está en un terreno, ese terreno no produce para nadie, aunque los puertos siguen funcionando. Después, quien lo movió roba una carta de materia al azar a un rival con poblado o ciudad en ese terreno, si lo hay. Las preguntas siguientes tratan cada paso.',
    },
    fr: {
      q: 'Que fait le voleur\u202f?',
      a: 'Un 7 ou un Chevalier déplace le voleur sur un autre terrain\u202f; ce terrain ne produit plus, et celui qui a déplacé le voleur vole une carte ressource à un adversaire qui y a un bâtiment.',
      x: 'Le voleur commence sur le désert (sur l’un des deux, à cinq ou six joueurs). Sur un 7, les joueurs ayant plus de 7 cartes ressource en défaussent d’abord la moitié\u202f; puis le lanceur doit déplacer le voleur sur un autre terrain. Un Chevalier le déplace de la même façon, sans défausse. Tant qu’il occupe un terrain, celui-ci ne produit pour personne, mais les ports continuent de fonctionner. Celui qui l’a déplacé vole ensuite une carte ressource au hasard à un adversaire ayant une colonie ou une ville sur ce terrain, s’il y en a un. Les questions suivantes détaillent chaque étape.',
    },
    sv: {
      q: 'Vad gör rövaren?',
      a: 'En sjua eller en Riddare flyttar rövaren till en annan ruta; den rutan producerar då ingenting, och den som flyttade rövaren stjäl ett råvarukort från en motståndare med byggnad där.',
      x: 'Rövaren börjar i öknen (i en av de två med fem eller sex spelare). När någon slår 7 kastar först de som har fler än 7 råvarukort hälften; sedan måste den som slog flytta rövaren till en annan landskapsruta. En Riddare flyttar den på samma sätt, utan kastning. Så länge rövaren står på en ruta producerar den rutan ingenting åt någon, men hamnarna fungerar som vanligt. Sedan stjäl den som flyttade rövaren ett slumpmässigt råvarukort från en motståndare med bosättning eller stad vid rutan, om det finns någon. Frågorna som följer går igenom varje steg.',
    },
  },
  {
    id: 'rolling-seven', topic: 'robber', section: '§6', almanac: 'Rolling a 7',
    keywords: { en: '7', es: '7', fr: '7', sv: '7' },
    en: {
      q: 'What happens when a 7 is rolled?',
      a: 'Nobody produces; players with more than 7 cards discard half; then the roller moves the robber and steals one card from an opponent with a building on its new hex.',
      x: 'The order matters. First every player holding more than 7 resource cards discards half of them, rounded down, choosing which. Only then does the player who rolled move the robber to a different land hex and steal one random resource card from an opponent with a settlement or city on it; if no opponent has a building there, nothing is stolen. The turn then goes on with trading and building.',
    },
    es: {
      q: '¿Qué pasa cuando sale un 7?',
      a: 'Nadie produce; quien tenga más de 7 cartas descarta la mitad; después quien tiró mueve el ladrón y roba una carta a un rival con edificio en su nuevo terreno.',
      x: 'El orden importa. Primero cada jugador con más de 7 cartas de materias descarta la mitad, redondeando hacia abajo, y elige cuáles. Solo entonces quien tiró mueve el ladrón a otro terreno y roba una carta de materia al azar a un rival con poblado o ciudad allí; si ningún rival tiene edificio en ese terreno, no se roba nada. El turno sigue con el comercio y la construcción.',
    },
    fr: {
      q: 'Que se passe-t-il quand on fait 7\u202f?',
      a: 'Personne ne produit\u202f; ceux qui ont plus de 7 cartes en défaussent la moitié\u202f; puis le lanceur déplace le voleur et vole une carte à un adversaire ayant un bâtiment sur son nouveau terrain.',
      x: 'L’ordre compte. D’abord, chaque joueur ayant plus de 7 cartes ressource en défausse la moitié, arrondie à l’inférieur, et choisit lesquelles. Ensuite seulement, celui qui a lancé déplace le voleur sur un autre terrain et vole une carte ressource au hasard à un adversaire ayant une colonie ou une ville dessus\u202f; si aucun adversaire n’y a de bâtiment, rien n’est volé. Le tour continue avec les échanges et les constructions.',
    },
    sv: {
      q: 'Vad händer när någon slår 7?',
      a: 'Ingen producerar; den som har fler än 7 kort kastar hälften; sedan flyttar den som slog rövaren och stjäl ett kort från en motståndare med byggnad vid den nya rutan.',
      x: 'Ordningen spelar roll. Först kastar varje spelare med fler än 7 råvarukort hälften, avrundat nedåt, och väljer själv vilka. Först därefter flyttar den som slog rövaren till en annan landskapsruta och stjäl ett slumpmässigt råvarukort från en motståndare med bosättning eller stad där; har ingen motståndare en byggnad där stjäls inget. Sedan fortsätter turen med handel och bygge.',
    },
  },
  {
    id: 'discard-half', topic: 'robber', section: '§4', almanac: 'Rolling a 7',
    keywords: { en: 'discard', es: 'descartar', fr: 'défausse cartes', sv: 'kasta resurskort' },
    en: {
      q: 'How many cards do I discard on a 7?',
      a: 'Discard half your resource cards, rounded down, but only if you hold more than 7.',
      x: 'With 7 cards or fewer you keep everything. With 8 you discard 4, with 9 also 4, with 11 you discard 5. You choose which cards go back to the bank. The rule applies to every player holding more than 7, not only the one who rolled.',
    },
    es: {
      q: '¿Cuántas cartas descarto con un 7?',
      a: 'Descartas la mitad de tus cartas de materias, redondeando hacia abajo, pero solo si tienes más de 7.',
      x: 'Con 7 cartas o menos te lo quedas todo. Con 8 descartas 4, con 9 también 4 y con 11 descartas 5. Tú eliges qué cartas vuelven a la banca. Afecta a todo jugador con más de 7 cartas, no solo a quien tiró.',
    },
    fr: {
      q: 'Combien de cartes dois-je défausser sur un 7\u202f?',
      a: 'Vous défaussez la moitié de vos cartes ressource, arrondie à l’inférieur, mais seulement si vous en avez plus de 7.',
      x: 'Avec 7 cartes ou moins, vous gardez tout. Avec 8, vous en défaussez 4, avec 9 aussi 4, avec 11 vous en défaussez 5. Vous choisissez les cartes rendues à la banque. Cela vaut pour tout joueur ayant plus de 7 cartes, pas seulement pour le lanceur.',
    },
    sv: {
      q: 'Hur många kort ska jag kasta vid en sjua?',
      a: 'Du kastar hälften av dina råvarukort, avrundat nedåt, men bara om du har fler än 7.',
      x: 'Med 7 kort eller färre behåller du allt. Med 8 kastar du 4, med 9 också 4 och med 11 kastar du 5. Du väljer själv vilka kort som går tillbaka till banken. Det gäller alla spelare med fler än 7 kort, inte bara den som slog.',
    },
  },
  {
    id: 'discard-dev-cards', topic: 'robber', section: '§4', almanac: 'Rolling a 7',
    keywords: { sv: 'resurskort' },
    en: {
      q: 'Do development cards count towards the 7-card limit?',
      a: 'No. Only resource cards are counted and discarded.',
      x: 'A player with 6 resource cards and 3 development cards holds 6 for the count and discards nothing. Development cards can never be discarded, stolen or traded.',
    },
    es: {
      q: '¿Cuentan las cartas de desarrollo para el límite de 7?',
      a: 'No. Solo se cuentan y se descartan cartas de materias primas.',
      x: 'Un jugador con 6 cartas de materias y 3 de desarrollo tiene 6 a efectos del descarte y no descarta nada. Las cartas de desarrollo nunca se descartan, se roban ni se comercian.',
    },
    fr: {
      q: 'Les cartes développement comptent-elles pour la limite de 7\u202f?',
      a: 'Non. Seules les cartes ressource sont comptées et défaussées.',
      x: 'Un joueur avec 6 cartes ressource et 3 cartes développement en a 6 pour ce calcul et ne défausse rien. Les cartes développement ne sont jamais défaussées, volées ni échangées.',
    },
    sv: {
      q: 'Räknas utvecklingskort mot gränsen på 7 kort?',
      a: 'Nej. Bara råvarukort räknas och kastas.',
      x: 'En spelare med 6 råvarukort och 3 utvecklingskort har 6 kort i räkningen och kastar inget. Utvecklingskort kan aldrig kastas, stjälas eller bytas bort.',
    },
  },
  {
    id: 'no-hand-limit', topic: 'robber', section: '§4', almanac: 'Rolling a 7',
    see: ['discard-limit', 'mistake-big-hand'],
    keywords: { en: 'keep', es: 'guardar', fr: 'garder', sv: 'behålla' },
    en: {
      q: 'Is there a limit on how many cards I may hold in my hand, apart from the 7?',
      a: 'No. You may hold any number of cards; the main risk is discarding half (rounded down) on a 7 when you hold more than 7.',
      x: 'There is no maximum hand size: nothing makes you spend or discard at the end of your turn, and development cards have no limit at all. A big hand is simply exposed: every 7, whoever rolls it, costs you half of it, and a Monopoly takes more from a full hand. The discard limit house rule moves the 7-card threshold; it adds no other limit.',
    },
    es: {
      q: '¿Hay un límite de cartas en la mano, aparte del 7?',
      a: 'No. Puedes tener tantas cartas como quieras; el riesgo principal es descartar la mitad (redondeando hacia abajo) con un 7 si tienes más de 7.',
      x: 'No hay un máximo de cartas en la mano: nada te obliga a gastar ni a descartar al acabar tu turno, y las cartas de desarrollo no tienen límite alguno. Una mano grande solo está expuesta: cada 7, lo saque quien lo saque, te cuesta la mitad, y un Monopolio se lleva más de una mano llena. La variante del límite de descarte mueve el umbral de 7 cartas; no añade ningún otro límite.',
    },
    fr: {
      q: 'Y a-t-il une limite de cartes en main, en dehors du 7\u202f?',
      a: 'Non. Vous pouvez garder autant de cartes que vous voulez\u202f; le risque principal est d’en défausser la moitié (arrondie à l’inférieur) sur un 7 si vous en avez plus de 7.',
      x: 'Il n’y a pas de nombre maximum de cartes en main\u00a0: rien ne vous oblige à dépenser ni à défausser à la fin de votre tour, et les cartes développement n’ont aucune limite. Une grosse main est seulement exposée\u00a0: chaque 7, quel que soit le lanceur, vous en coûte la moitié, et un Monopole prend davantage dans une main pleine. La variante de la limite de défausse déplace le seuil de 7 cartes\u202f; elle n’ajoute aucune autre limite.',
    },
    sv: {
      q: 'Finns det en gräns för antalet kort på handen, förutom vid sjuan?',
      a: 'Nej. Du får ha hur många kort som helst; den största risken är att kasta hälften (avrundat nedåt) vid en sjua om du har fler än 7.',
      x: 'Det finns inget max för antalet kort på handen: inget tvingar dig att göra av med kort eller kasta när din tur slutar, och för utvecklingskort finns ingen gräns alls. En stor hand är bara utsatt: varje sjua, vem som än slår den, kostar dig hälften, och ett Monopol tar mer ur en full hand. Husregeln kastgräns flyttar gränsen på 7 kort; den lägger inte till någon annan gräns.',
    },
  },
  {
    id: 'robber-must-move', topic: 'robber', section: '§6', almanac: 'Robber',
    keywords: { en: 'keep place' },
    en: {
      q: 'Can I leave the robber where it is?',
      a: 'No. Whenever it is activated, the robber must move to a different land hex.',
      x: 'A 7 (after the discards) or a Knight activates the robber, and it has to change hex every time. It may not go out to sea. The only exception is a house rule, the friendly robber, where it can stay on the desert when no other hex is allowed.',
    },
    es: {
      q: '¿Puedo dejar el ladrón donde está?',
      a: 'No. Cada vez que se activa, el ladrón tiene que ir a otro terreno.',
      x: 'Un 7 (después de los descartes) o un Caballero activan el ladrón, y siempre debe cambiar de terreno. No puede ir al mar. La única excepción es una variante, el ladrón amistoso, en la que puede quedarse en el desierto cuando ningún otro terreno está permitido.',
    },
    fr: {
      q: 'Puis-je laisser le voleur où il est\u202f?',
      a: 'Non. Chaque fois qu’il est activé, le voleur doit changer de terrain.',
      x: 'Un 7 (après la défausse) ou un Chevalier active le voleur, qui doit à chaque fois changer de terrain. Il ne peut pas aller en mer. La seule exception est une variante, le voleur amical, où il peut rester sur le désert si aucun autre terrain n’est permis.',
    },
    sv: {
      q: 'Får jag låta rövaren stå kvar?',
      a: 'Nej. Varje gång den aktiveras måste rövaren flyttas till en annan landskapsruta.',
      x: 'En sjua (efter kastningen) eller en Riddare aktiverar rövaren, och den måste byta ruta varje gång. Den får inte ställas i havet. Enda undantaget är husregeln snäll rövare, där den får stå kvar i öknen när ingen annan ruta är tillåten.',
    },
  },
  {
    id: 'robber-to-desert', topic: 'robber', section: '§6', almanac: 'Robber',
    en: {
      q: 'Can I move the robber back to the desert?',
      a: 'Yes. A desert is a legal hex for the robber, as long as the robber is not already on it; with five or six players it may go from one desert to the other.',
      x: 'Putting the robber on the desert blocks no production. Nobody builds on the desert itself, but a player with a settlement on one of its corners can still be robbed there, because they have a building on that hex.',
    },
    es: {
      q: '¿Puedo devolver el ladrón al desierto?',
      a: 'Sí. Un desierto es un terreno válido para el ladrón, siempre que el ladrón no esté ya en él; con cinco o seis jugadores puede pasar de un desierto al otro.',
      x: 'Poner el ladrón en el desierto no bloquea ninguna producción. Nadie construye en el desierto en sí, pero un jugador con un poblado en una de sus esquinas puede ser robado, porque tiene un edificio en ese terreno.',
    },
    fr: {
      q: 'Puis-je remettre le voleur sur le désert\u202f?',
      a: 'Oui. Un désert est un terrain permis pour le voleur, à condition qu’il n’y soit pas déjà\u202f; à cinq ou six joueurs, il peut passer d’un désert à l’autre.',
      x: 'Poser le voleur sur le désert ne bloque aucune production. On ne construit pas sur le désert lui-même, mais un joueur ayant une colonie à l’un de ses sommets peut y être volé, puisqu’il a un bâtiment sur ce terrain.',
    },
    sv: {
      q: 'Får jag flytta tillbaka rövaren till öknen?',
      a: 'Ja. En öken är en tillåten ruta för rövaren, så länge den inte redan står där; med fem eller sex spelare får den flyttas från den ena öknen till den andra.',
      x: 'Att ställa rövaren i öknen blockerar ingen produktion. Ingen bygger i själva öknen, men en spelare med bosättning i något av dess hörn kan ändå bli bestulen där, eftersom den har en byggnad vid rutan.',
    },
  },
  {
    id: 'seven-early-game', topic: 'robber', section: '§6', almanac: 'Rolling a 7',
    en: {
      q: 'What happens on a 7 early on, when nobody has many cards, and may the robber go where no opponent is?',
      a: 'Nobody discards, but the robber still moves; it may go to a hex with no opponent’s building, and then nobody is robbed.',
      x: 'In the first rounds players seldom hold more than 7 cards, so a 7 on an early turn usually makes nobody discard (anyone who does hold more still discards half). The roller must still move the robber to a different land hex, and any one will do: a hex with no buildings, the desert if the robber is not already there, even a hex where only the roller has buildings. With no opponent there, nothing is stolen; an opponent with no cards may be chosen and loses nothing. Only the friendly robber house rule bars some hexes: the numbered ones touching a building of an opponent with fewer than 3 visible points.',
    },
    es: {
      q: '¿Qué pasa con un 7 al principio, cuando nadie tiene muchas cartas, y puede ir el ladrón donde no hay rivales?',
      a: 'Nadie descarta, pero el ladrón se mueve igual; puede ir a un terreno sin edificios rivales, y entonces no se roba a nadie.',
      x: 'En las primeras rondas rara vez alguien tiene más de 7 cartas, así que normalmente nadie descarta (quien sí tenga más descarta la mitad igualmente). Quien tiró tiene que mover igualmente el ladrón a otro terreno, y vale cualquiera: uno sin edificios, el desierto si el ladrón no está ya allí, o incluso uno donde solo tenga edificios quien tiró. Sin rivales allí no se roba nada; se puede elegir a un rival sin cartas, que no pierde nada. Solo la variante del ladrón amistoso prohíbe algunos terrenos: los que tienen número y tocan un edificio de un rival con menos de 3 puntos visibles.',
    },
    fr: {
      q: 'Que se passe-t-il sur un 7 en début de partie, quand personne n’a beaucoup de cartes, et le voleur peut-il aller là où il n’y a aucun adversaire\u202f?',
      a: 'Personne ne défausse, mais le voleur se déplace quand même\u202f; il peut aller sur un terrain sans bâtiment adverse, et personne n’est alors volé.',
      x: 'Dans les premiers tours, il est rare d’avoir plus de 7 cartes\u00a0: en général personne ne défausse (celui qui en a plus défausse quand même la moitié). Le lanceur doit quand même déplacer le voleur sur un autre terrain, et n’importe lequel convient\u00a0: un terrain sans bâtiment, le désert si le voleur n’y est pas déjà, voire un terrain où seul le lanceur a des bâtiments. Sans adversaire sur place, rien n’est volé\u202f; on peut choisir un adversaire sans carte, qui ne perd rien. Seule la variante du voleur amical interdit certains terrains\u00a0: ceux qui portent un numéro et touchent un bâtiment d’un adversaire ayant moins de 3 points visibles.',
    },
    sv: {
      q: 'Vad händer vid en sjua tidigt i partiet, när ingen har många kort, och får rövaren ställas där ingen motståndare finns?',
      a: 'Ingen kastar, men rövaren flyttas ändå; den får ställas på en ruta utan motståndares byggnader, och då blir ingen bestulen.',
      x: 'Under de första rundorna har sällan någon fler än 7 kort, så oftast kastar ingen (den som ändå har fler kastar hälften). Den som slog måste ändå flytta rövaren till en annan landskapsruta, och vilken som helst duger: en ruta utan byggnader, öknen om rövaren inte redan står där, till och med en ruta där bara den som slog har byggnader. Utan motståndare där stjäls inget; en motståndare utan kort får väljas och förlorar ingenting. Bara husregeln snäll rövare spärrar vissa rutor: de med en siffra som gränsar till en byggnad hos en motståndare med färre än 3 synliga poäng.',
    },
  },
  {
    id: 'robber-steal', topic: 'robber', section: '§6', almanac: 'Robber', picture: 'robber-victims',
    keywords: { en: 'steal', es: 'robar', fr: 'voler', sv: 'stjäla' },
    en: {
      q: 'Whom can I rob after moving the robber?',
      a: 'One opponent of your choice who has a settlement or city on that hex; you take one random resource card.',
      x: 'If several opponents have buildings on the hex, you pick one, and picking is compulsory. You draw one card at random from their hand without looking. Your own buildings on the hex do not matter. If no opponent has a building there, nobody is robbed.',
    },
    es: {
      q: '¿A quién puedo robar después de mover el ladrón?',
      a: 'A un rival a tu elección con poblado o ciudad en ese terreno; coges una carta de materia al azar.',
      x: 'Si varios rivales tienen edificios en el terreno, eliges a uno, y elegir es obligatorio. Coges una carta al azar de su mano sin mirar. Tus propios edificios en ese terreno no cuentan. Si ningún rival tiene edificio allí, no se roba a nadie.',
    },
    fr: {
      q: 'Qui puis-je voler après avoir déplacé le voleur\u202f?',
      a: 'Un adversaire de votre choix ayant une colonie ou une ville sur ce terrain\u202f; vous lui prenez une carte ressource au hasard.',
      x: 'Si plusieurs adversaires ont des bâtiments sur le terrain, vous en choisissez un, et ce choix est obligatoire. Vous tirez une carte au hasard dans sa main, sans regarder. Vos propres bâtiments sur le terrain ne comptent pas. Si aucun adversaire n’y a de bâtiment, personne n’est volé.',
    },
    sv: {
      q: 'Vem får jag stjäla från när jag har flyttat rövaren?',
      a: 'Du stjäl från en valfri motståndare med bosättning eller stad vid den rutan: ett slumpmässigt råvarukort.',
      x: 'Har flera motståndare byggnader vid rutan väljer du en av dem, och du måste välja. Du drar ett kort på måfå ur den spelarens hand utan att titta. Dina egna byggnader vid rutan spelar ingen roll. Har ingen motståndare någon byggnad där blir ingen bestulen.',
    },
  },
  {
    id: 'rob-road-or-city', topic: 'robber', section: '§6', almanac: 'Robber', picture: 'robber-road-only',
    en: {
      q: 'Can I rob a player who only has a road by the hex, and does a city mean I steal more?',
      a: 'No to both: only a settlement or city on the hex makes a player a victim, and a steal is always one card.',
      x: 'Roads never count for the robber, not even one running along the hex’s edge. A city, or two buildings of the same player on the hex, still gives you one random card from that player: the robber steals once, from one opponent. (A city does lose twice as much production while the robber blocks its hex.)',
    },
    es: {
      q: '¿Puedo robar a un jugador que solo tiene una carretera junto al terreno, y una ciudad me da más cartas?',
      a: 'No en los dos casos: solo un poblado o una ciudad en el terreno convierte a un jugador en víctima, y siempre se roba una sola carta.',
      x: 'Las carreteras nunca cuentan para el ladrón, aunque recorran el borde del terreno. Una ciudad, o dos edificios del mismo jugador en el terreno, te dan igualmente una sola carta al azar de ese jugador: el ladrón roba una vez, a un solo rival. (Eso sí, una ciudad pierde el doble de producción mientras el ladrón bloquea su terreno.)',
    },
    fr: {
      q: 'Puis-je voler un joueur qui n’a qu’une route au bord du terrain, et une ville me fait-elle voler davantage\u202f?',
      a: 'Non dans les deux cas\u00a0: seule une colonie ou une ville sur le terrain fait d’un joueur une victime, et on vole toujours une seule carte.',
      x: 'Les routes ne comptent jamais pour le voleur, même une route qui longe le terrain. Une ville, ou deux bâtiments du même joueur sur le terrain, ne rapportent toujours qu’une carte au hasard de ce joueur\u00a0: le voleur vole une fois, un seul adversaire. (Une ville perd en revanche deux fois plus de production tant que le voleur bloque son terrain.)',
    },
    sv: {
      q: 'Får jag stjäla från en spelare som bara har en väg vid rutan, och ger en stad fler stulna kort?',
      a: 'Nej på båda: bara en bosättning eller stad vid rutan gör en spelare till offer, och man stjäl alltid ett enda kort.',
      x: 'Vägar räknas aldrig för rövaren, inte ens en väg längs rutans kant. En stad, eller två byggnader av samma spelare vid rutan, ger ändå bara ett slumpmässigt kort från den spelaren: rövaren stjäl en gång, från en motståndare. (En stad förlorar däremot dubbelt så mycket produktion medan rövaren blockerar dess ruta.)',
    },
  },
  {
    id: 'rob-empty-hand', topic: 'robber', section: '§6', almanac: 'Robber',
    keywords: { sv: 'utan' },
    en: {
      q: 'What if the player I choose to rob has no cards?',
      a: 'You may choose them anyway; no card is stolen and you do not get a second pick.',
      x: 'Choosing an opponent with an empty hand is allowed, for example to leave a rich opponent alone for diplomatic reasons. The steal simply yields nothing. You can always see how many cards each opponent holds before choosing.',
    },
    es: {
      q: '¿Y si el jugador al que elijo robar no tiene cartas?',
      a: 'Puedes elegirlo igualmente; no robas ninguna carta y no puedes elegir a otro.',
      x: 'Se permite elegir a un rival con la mano vacía, por ejemplo para no molestar a otro por diplomacia. El robo simplemente no da nada. Antes de elegir siempre puedes ver cuántas cartas tiene cada rival.',
    },
    fr: {
      q: 'Et si le joueur que je choisis de voler n’a aucune carte\u202f?',
      a: 'Vous pouvez le choisir quand même\u202f; aucune carte n’est volée et vous ne choisissez pas une seconde fois.',
      x: 'Choisir un adversaire sans carte est permis, par exemple pour ménager un autre joueur par diplomatie. Le vol ne rapporte simplement rien. Vous voyez toujours combien de cartes chaque adversaire détient avant de choisir.',
    },
    sv: {
      q: 'Vad händer om spelaren jag väljer att stjäla från inte har några kort?',
      a: 'Du får välja spelaren ändå; inget kort stjäls och du får inte välja om.',
      x: 'Det är tillåtet att välja en motståndare utan kort på handen, till exempel för att av diplomatiska skäl låta någon annan vara. Stölden ger helt enkelt ingenting. Du ser alltid hur många kort varje motståndare har innan du väljer.',
    },
  },
  {
    id: 'no-dev-card-theft', topic: 'robber', section: '§6', almanac: 'Robber',
    keywords: { en: 'take', es: 'quitar', fr: 'prendre', sv: 'ta' },
    en: {
      q: 'Can the robber steal a development card?',
      a: 'No. Only resource cards can be stolen.',
      x: 'Development cards are kept apart from resource cards and are never at risk: not from the robber, not from Monopoly and not from discarding. A Victory Point card in your hand is safe.',
    },
    es: {
      q: '¿Puede el ladrón robar una carta de desarrollo?',
      a: 'No. Solo se pueden robar cartas de materias primas.',
      x: 'Las cartas de desarrollo se guardan aparte de las materias y nunca corren peligro: ni por el ladrón, ni por el Monopolio, ni por los descartes. Una carta de Punto de Victoria en tu mano está a salvo.',
    },
    fr: {
      q: 'Le voleur peut-il prendre une carte développement\u202f?',
      a: 'Non. Seules les cartes ressource peuvent être volées.',
      x: 'Les cartes développement sont gardées à part et ne risquent rien\u00a0: ni le voleur, ni le Monopole, ni la défausse. Une carte Point de victoire dans votre main est en sécurité.',
    },
    sv: {
      q: 'Kan rövaren stjäla ett utvecklingskort?',
      a: 'Nej. Bara råvarukort kan stjälas.',
      x: 'Utvecklingskort hålls åtskilda från råvarukorten och är aldrig i fara: inte för rövaren, inte för Monopol och inte vid kastning. Ett Segerpoängkort på handen är säkert.',
    },
  },
  {
    id: 'robber-harbor', topic: 'robber', section: '§6', almanac: 'Robber', picture: 'robber-harbor',
    see: ['harbor-needs-building', 'robber-blocks-production'],
    en: {
      q: 'Does the robber block a harbor?',
      a: 'No. The robber stops only the production of the hex it stands on; harbor rates keep working.',
      x: 'Harbors lie on the sea frame, not on a land hex, and the robber can never be put at sea. A settlement on a harbor keeps its 3:1 or 2:1 rate even while the robber sits on the hex next to it; only that hex’s resource stops coming in. The picture shows Red trading ore at 2:1 with the robber beside the settlement.',
    },
    es: {
      q: '¿Bloquea el ladrón un puerto?',
      a: 'No. El ladrón solo detiene la producción del terreno donde está; las tasas de los puertos siguen funcionando.',
      x: 'Los puertos están en el marco de mar, no en un terreno, y el ladrón nunca puede ir al mar. Un poblado en un puerto conserva su tasa 3:1 o 2:1 aunque el ladrón esté en el terreno de al lado; solo deja de llegar la materia de ese terreno. La imagen muestra a Rojo comerciando con mineral a 2:1 mientras el ladrón está junto a su poblado.',
    },
    fr: {
      q: 'Le voleur bloque-t-il un port\u202f?',
      a: 'Non. Le voleur n’arrête que la production du terrain où il se trouve\u202f; les taux des ports continuent de s’appliquer.',
      x: 'Les ports sont sur le cadre de mer, pas sur un terrain, et le voleur ne va jamais en mer. Une colonie sur un port garde son taux 3:1 ou 2:1 même quand le voleur occupe le terrain voisin\u202f; seule la ressource de ce terrain cesse d’arriver. L’image montre Rouge échangeant le minerai à 2:1 avec le voleur à côté de sa colonie.',
    },
    sv: {
      q: 'Blockerar rövaren en hamn?',
      a: 'Nej. Rövaren stoppar bara produktionen på rutan där den står; hamnarnas kurser fungerar som vanligt.',
      x: 'Hamnarna ligger på havsramen, inte på någon landskapsruta, och rövaren kan aldrig ställas i havet. En bosättning vid en hamn behåller sin kurs 3:1 eller 2:1 även när rövaren står på rutan bredvid; bara den rutans råvara slutar komma. Bilden visar Röd som byter malm 2:1 med rövaren intill bosättningen.',
    },
  },
  {
    id: 'knight-then-seven', topic: 'robber', section: '§6', almanac: 'Knight Cards',
    en: {
      q: 'I played a Knight and then rolled a 7. Does the robber move twice?',
      a: 'Yes. A 7 always moves the robber, even after a Knight earlier in the same turn.',
      x: 'The Knight moves the robber and steals with no discards. The 7 is a separate event: players with more than 7 cards discard, then you move the robber again and steal again. Only one development card may be played per turn, but the 7 is not a card.',
    },
    es: {
      q: 'Jugué un Caballero y luego saqué un 7. ¿El ladrón se mueve dos veces?',
      a: 'Sí. Un 7 siempre mueve el ladrón, aunque antes se haya jugado un Caballero en el mismo turno.',
      x: 'El Caballero mueve el ladrón y roba, sin descartes. El 7 es otro suceso: quien tenga más de 7 cartas descarta, y después vuelves a mover el ladrón y a robar. Solo se juega una carta de desarrollo por turno, pero el 7 no es una carta.',
    },
    fr: {
      q: 'J’ai joué un Chevalier puis fait 7. Le voleur bouge-t-il deux fois\u202f?',
      a: 'Oui. Un 7 déplace toujours le voleur, même après un Chevalier joué plus tôt dans le même tour.',
      x: 'Le Chevalier déplace le voleur et vole, sans défausse. Le 7 est un événement distinct\u00a0: ceux qui ont plus de 7 cartes défaussent, puis vous déplacez à nouveau le voleur et volez encore. On ne joue qu’une carte développement par tour, mais le 7 n’est pas une carte.',
    },
    sv: {
      q: 'Jag spelade en Riddare och slog sedan 7. Flyttas rövaren två gånger?',
      a: 'Ja. En sjua flyttar alltid rövaren, även efter en Riddare tidigare på samma tur.',
      x: 'Riddaren flyttar rövaren och stjäl, utan kastning. Sjuan är en egen händelse: spelare med fler än 7 kort kastar, och sedan flyttar du rövaren igen och stjäl igen. Bara ett utvecklingskort får spelas per tur, men sjuan är inget kort.',
    },
  },
];
