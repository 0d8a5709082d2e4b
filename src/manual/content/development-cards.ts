// Manual entries: buying and playing development cards (RULES.md §5, §8).
import type { Entry } from '../types.js';

export const DEVELOPMENT_CARDS: Entry[] = [
  {
    id: 'buy-development-card', topic: 'development-cards', section: '§5', almanac: 'Development Cards',
    en: {
      q: 'How do I buy a development card?',
      a: 'Pay 1 wool, 1 grain and 1 ore in your action phase and take the top card of the deck.',
      x: 'With 5 or 6 players you may also buy one in the special building phase (§14). Keep it hidden until you play it, so opponents cannot plan around it. When the deck is empty no more cards can be bought. Development cards are not resource cards: they do not count on a 7, and they cannot be stolen or traded.',
    },
    es: {
      q: '¿Cómo compro una carta de desarrollo?',
      a: 'Paga 1 lana, 1 cereal y 1 mineral en tu fase de acción y coge la carta de arriba del mazo.',
      x: 'Con 5 o 6 jugadores también puedes comprarla en la fase especial de construcción (§14). Guárdala oculta hasta jugarla, para que los rivales no puedan anticiparse. Cuando el mazo se acaba ya no se pueden comprar más. Las cartas de desarrollo no son materias: no cuentan con un 7 y no se pueden robar ni comerciar.',
    },
    fr: {
      q: 'Comment acheter une carte développement\u202f?',
      a: 'Payez 1 laine, 1 blé et 1 minerai pendant votre phase d’actions et prenez la carte du dessus de la pioche.',
      x: 'À 5 ou 6 joueurs, vous pouvez aussi en acheter pendant la phase de construction spéciale (§14). Gardez-la cachée jusqu’à ce que vous la jouiez, pour que vos adversaires ne puissent pas s’y préparer. Quand la pioche est vide, on ne peut plus en acheter. Les cartes développement ne sont pas des ressources\u00a0: elles ne comptent pas sur un 7 et ne peuvent être ni volées ni échangées.',
    },
    sv: {
      q: 'Hur köper jag ett utvecklingskort?',
      a: 'Betala 1 ull, 1 spannmål och 1 malm efter slaget och ta översta kortet i högen.',
      x: 'Med 5 eller 6 spelare får du också köpa ett i den särskilda byggfasen (§14). Håll det dolt tills du spelar det, så att motståndarna inte kan planera för det. När högen är slut kan inga fler kort köpas. Utvecklingskort är inga råvarukort: de räknas inte vid en sjua och kan varken stjälas eller bytas bort.',
    },
  },
  {
    id: 'one-card-per-turn', topic: 'development-cards', section: '§8', almanac: 'Development Cards',
    en: {
      q: 'How many development cards can I play in a turn, and when?',
      a: 'At most one per turn, either before the roll or at any time in the action phase.',
      x: 'If you play a Knight before rolling, you cannot play another card after the roll. Victory Point cards are not played, so they do not use up your one card. Cards are played only on your own turn. After a 7, the discards and the robber come first: a card waits until the robber has moved.',
    },
    es: {
      q: '¿Cuántas cartas de desarrollo puedo jugar en un turno y cuándo?',
      a: 'Como máximo una por turno, antes de tirar o en cualquier momento de la fase de acción.',
      x: 'Si juegas un Caballero antes de tirar, no puedes jugar otra carta después de la tirada. Las cartas de Punto de Victoria no se juegan, así que no gastan tu carta del turno. Las cartas solo se juegan en tu propio turno. Tras un 7 van primero los descartes y el ladrón: la carta espera a que el ladrón se haya movido.',
    },
    fr: {
      q: 'Combien de cartes développement puis-je jouer par tour, et quand\u202f?',
      a: 'Une au plus par tour, soit avant le lancer, soit à tout moment de la phase d’actions.',
      x: 'Si vous jouez un Chevalier avant de lancer, vous ne pouvez plus jouer d’autre carte après le lancer. Les cartes Point de victoire ne se jouent pas, elles n’utilisent donc pas votre carte du tour. On ne joue des cartes que pendant son propre tour. Après un 7, la défausse et le voleur passent d’abord\u00a0: la carte attend que le voleur ait été déplacé.',
    },
    sv: {
      q: 'Hur många utvecklingskort får jag spela per tur, och när?',
      a: 'Högst ett per tur, antingen före slaget eller när som helst i handels- och byggfasen.',
      x: 'Spelar du en Riddare före slaget får du inte spela något annat kort efter slaget. Segerpoängkort spelas inte, så de förbrukar inte turens kort. Kort spelas bara på din egen tur. Efter en sjua kommer kastningen och rövaren först: kortet får vänta tills rövaren har flyttats.',
    },
  },
  {
    id: 'not-the-turn-bought', topic: 'development-cards', section: '§8', almanac: 'Development Cards',
    see: ['mistake-play-new-card'],
    en: {
      q: 'Can I play a development card on the turn I bought it?',
      a: 'No, except Victory Point cards, which count from the moment you buy them.',
      x: 'A Knight, Road Building, Year of Plenty or Monopoly bought this turn waits until a later turn; one of the same kind that you held before this turn does not. A Victory Point card is never played: it counts at once, stays hidden, and may be revealed, even on the turn it was bought, when it brings you to the winning total.',
    },
    es: {
      q: '¿Puedo jugar una carta de desarrollo el mismo turno en que la compro?',
      a: 'No, salvo las de Punto de Victoria, que cuentan desde que las compras.',
      x: 'Un Caballero, una Construcción de carreteras, un Descubrimiento o un Monopolio comprados este turno esperan a un turno posterior; uno del mismo tipo que ya tenías antes de este turno, no. Una carta de Punto de Victoria nunca se juega: cuenta al momento, se mantiene oculta y puede revelarse, incluso el turno en que se compró, cuando te lleva a los puntos para ganar.',
    },
    fr: {
      q: 'Puis-je jouer une carte développement le tour où je l’achète\u202f?',
      a: 'Non, sauf les cartes Point de victoire, qui comptent dès l’achat.',
      x: 'Un Chevalier, une Construction de routes, une Invention ou un Monopole achetés ce tour-ci attendent un tour suivant\u202f; une carte du même type que vous aviez avant ce tour n’a pas à attendre. Une carte Point de victoire ne se joue jamais\u00a0: elle compte aussitôt, reste cachée et peut être révélée, même le tour de son achat, quand elle vous amène au total gagnant.',
    },
    sv: {
      q: 'Får jag spela ett utvecklingskort samma tur som jag köpte det?',
      a: 'Nej, utom Segerpoängkort, som räknas från det ögonblick du köper dem.',
      x: 'En Riddare, ett Vägbygge, en Uppfinning eller ett Monopol som köpts denna tur får vänta till en senare tur; ett kort av samma sort som du hade före turen behöver inte vänta. Ett Segerpoängkort spelas aldrig: det räknas direkt, hålls dolt och får visas, även samma tur som det köptes, så snart du med det har tillräckligt många poäng för att vinna.',
    },
  },
  {
    // The engine counts the cards bought this turn, not the kinds (§8): an older card of the same kind is playable.
    id: 'older-card-same-kind', topic: 'development-cards', section: '§8', almanac: 'Development Cards',
    en: {
      q: 'I already had a Knight and bought another this turn. May I play the old one?',
      a: 'Yes. Only the new card waits; the one you held before the turn is played as usual.',
      x: 'The rule counts cards, not kinds: with an old Knight and a new one in hand, one of them may be played now and the other waits for a later turn. The same goes for Road Building, Year of Plenty and Monopoly. It is still one development card per turn.',
    },
    es: {
      q: 'Ya tenía un Caballero y he vuelto a comprar otro este turno. ¿Puedo jugar el viejo?',
      a: 'Sí. Solo espera la carta nueva; la que ya tenías antes del turno se juega con normalidad.',
      x: 'La regla cuenta cartas, no tipos: con un Caballero viejo y uno nuevo en la mano, uno de los dos se puede jugar ya y el otro espera a un turno posterior. Lo mismo vale para Construcción de carreteras, Descubrimiento y Monopolio. Sigue siendo una sola carta de desarrollo por turno.',
    },
    fr: {
      q: 'J’avais déjà un Chevalier et j’en ai acheté un autre ce tour-ci. Puis-je jouer l’ancien\u202f?',
      a: 'Oui. Seule la nouvelle carte attend\u202f; celle que vous aviez avant ce tour se joue normalement.',
      x: 'La règle compte les cartes, pas les types\u00a0: avec un ancien Chevalier et un nouveau en main, l’un des deux peut être joué maintenant et l’autre attend un tour suivant. Il en va de même pour Construction de routes, Invention et Monopole. Cela reste une seule carte développement par tour.',
    },
    sv: {
      q: 'Jag hade redan en Riddare och har köpt en till den här turen. Får jag spela den gamla?',
      a: 'Ja. Bara det nya kortet får vänta; det du hade före turen spelas som vanligt.',
      x: 'Regeln räknar kort, inte sorter: med en gammal och en ny Riddare på handen kan den ena spelas nu medan den andra väntar till en senare tur. Samma sak gäller Vägbygge, Uppfinning och Monopol. Det är fortfarande ett enda utvecklingskort per tur.',
    },
  },
  {
    id: 'knight-card', topic: 'development-cards', section: '§8', almanac: 'Knight Cards',
    en: {
      q: 'What does a Knight do?',
      a: 'A Knight moves the robber to another hex and steals one resource card from an opponent with a building there, if there is one; nobody discards.',
      x: 'Playing a Knight works like the robber part of a 7 without the discards. The card then stays face up in front of you: played Knights count towards Largest Army. Knights still in your hand count for nothing.',
    },
    es: {
      q: '¿Qué hace un Caballero?',
      a: 'El Caballero mueve el ladrón a otro terreno y roba una carta de materia a un rival con edificio allí, si lo hay; nadie descarta.',
      x: 'Jugar un Caballero funciona como la parte del ladrón de un 7, pero sin descartes. La carta queda boca arriba delante de ti: los Caballeros jugados cuentan para el Mayor Ejército. Los que aún tienes en la mano no cuentan.',
    },
    fr: {
      q: 'Que fait un Chevalier\u202f?',
      a: 'Le Chevalier déplace le voleur sur un autre terrain et vole une carte ressource à un adversaire qui y a un bâtiment, s’il y en a un\u202f; personne ne défausse.',
      x: 'Jouer un Chevalier fonctionne comme la partie «\u00a0voleur\u00a0» d’un 7, sans la défausse. La carte reste ensuite face visible devant vous\u00a0: les Chevaliers joués comptent pour l’Armée la plus grande. Ceux qui restent dans votre main ne comptent pas.',
    },
    sv: {
      q: 'Vad gör en Riddare?',
      a: 'Riddaren flyttar rövaren till en annan ruta och stjäl ett råvarukort från en motståndare med byggnad där, om det finns någon; ingen kastar kort.',
      x: 'En Riddare fungerar som rövardelen av en sjua, fast utan kastning. Kortet ligger sedan öppet framför dig: spelade Riddare räknas till Största riddararmén. Riddare som du fortfarande har på handen räknas inte.',
    },
  },
  {
    id: 'knight-on-other-turn', topic: 'development-cards', section: '§8', almanac: 'Knight Cards',
    see: ['off-turn-actions'],
    en: {
      q: 'Can I play a Knight during someone else’s turn, for example right after their 7?',
      a: 'No. Development cards, Knights included, are played only on your own turn.',
      x: 'When another player rolls a 7, that player moves the robber, and you cannot answer with a Knight. On your own turn you may play it before rolling, to move the robber off your hex before the dice decide what produces, or at any time in the action phase (after the roll and, on a 7, once the robber has moved). It is then your one development card for the turn.',
    },
    es: {
      q: '¿Puedo jugar un Caballero en el turno de otro, por ejemplo justo después de su 7?',
      a: 'No. Las cartas de desarrollo, Caballeros incluidos, solo se juegan en tu propio turno.',
      x: 'Cuando otro jugador saca un 7, es él quien mueve el ladrón, y tú no puedes usar un Caballero para responder. En tu turno puedes jugarlo antes de tirar, para apartar el ladrón de tu terreno antes de que los dados decidan qué produce, o en cualquier momento de la fase de acción (después de la tirada y, si sale un 7, una vez movido el ladrón). Será tu única carta de desarrollo del turno.',
    },
    fr: {
      q: 'Puis-je jouer un Chevalier pendant le tour d’un autre, par exemple juste après son 7\u202f?',
      a: 'Non. Les cartes développement, Chevaliers compris, ne se jouent que pendant votre propre tour.',
      x: 'Quand un autre joueur fait 7, c’est lui qui déplace le voleur, et vous ne pouvez pas répliquer avec un Chevalier. Pendant votre tour, vous pouvez le jouer avant de lancer, pour chasser le voleur de votre terrain avant que les dés ne décident de la production, ou à tout moment de la phase d’actions (après le lancer et, sur un 7, une fois le voleur déplacé). C’est alors votre seule carte développement du tour.',
    },
    sv: {
      q: 'Får jag spela en Riddare under någon annans tur, till exempel direkt efter att någon slagit 7?',
      a: 'Nej. Utvecklingskort, även Riddare, spelas bara på din egen tur.',
      x: 'När en annan spelare slår 7 är det den spelaren som flyttar rövaren, och du kan inte svara med en Riddare. På din egen tur kan du spela den före slaget, för att flytta bort rövaren från din ruta innan tärningarna avgör vad som producerar, eller när som helst i handels- och byggfasen (efter slaget och, vid en sjua, när rövaren har flyttats). Den blir då turens enda utvecklingskort.',
    },
  },
  {
    // The engine refuses a card while discards are owed or the robber is still to move (wrong-phase, §8).
    id: 'knight-after-seven', topic: 'development-cards', section: '§8', almanac: 'Knight Cards',
    see: ['knight-then-seven', 'rolling-seven'],
    en: {
      q: 'I rolled a 7. Can I play a Knight before the discards, or before I move the robber?',
      a: 'No. After a 7 the discards come first and then your robber move; a Knight can be played only once the robber has moved, in the action phase.',
      x: 'A development card is played before the roll or in the action phase, and the discards and the robber of a 7 belong to neither. So a Knight cannot replace the 7’s robber move or save anyone from discarding. Once the robber has moved and you have stolen, you may play the Knight, if you have played no card this turn: it moves the robber again and steals again. To move the robber off your own hex before the dice decide, play the Knight before rolling.',
    },
    es: {
      q: 'Saqué un 7. ¿Puedo jugar un Caballero antes de los descartes, o antes de mover el ladrón?',
      a: 'No. Tras un 7 van primero los descartes y después tu movimiento del ladrón; el Caballero solo puede jugarse cuando el ladrón ya se ha movido, en la fase de acción.',
      x: 'Una carta de desarrollo se juega antes de tirar o en la fase de acción, y los descartes y el ladrón de un 7 no son ni lo uno ni lo otro. Así que un Caballero no sustituye el movimiento del ladrón del 7 ni libra a nadie de descartar. Cuando el ladrón ya se ha movido y has robado, puedes jugar el Caballero, si no has jugado ninguna carta este turno: mueve otra vez el ladrón y vuelve a robar. Para apartar el ladrón de tu terreno antes de que decidan los dados, juega el Caballero antes de tirar.',
    },
    fr: {
      q: 'J’ai fait 7. Puis-je jouer un Chevalier avant la défausse, ou avant de déplacer le voleur\u202f?',
      a: 'Non. Après un 7, la défausse vient d’abord, puis votre déplacement du voleur\u202f; un Chevalier ne se joue qu’une fois le voleur déplacé, pendant la phase d’actions.',
      x: 'Une carte développement se joue avant le lancer ou pendant la phase d’actions, et la défausse et le voleur d’un 7 ne font partie d’aucun des deux moments. Un Chevalier ne remplace donc pas le déplacement du voleur dû au 7 et n’évite la défausse à personne. Une fois le voleur déplacé et le vol fait, vous pouvez jouer le Chevalier, si vous n’avez joué aucune carte ce tour-ci\u00a0: il déplace de nouveau le voleur et vole encore. Pour chasser le voleur de votre terrain avant que les dés ne décident, jouez le Chevalier avant de lancer.',
    },
    sv: {
      q: 'Jag slog en sjua. Får jag spela en Riddare före kastningen, eller innan jag flyttar rövaren?',
      a: 'Nej. Efter en sjua kommer kastningen först och sedan din flytt av rövaren; en Riddare kan spelas först när rövaren har flyttats, i handels- och byggfasen.',
      x: 'Ett utvecklingskort spelas före slaget eller i handels- och byggfasen, och en sjuas kastning och rövare hör inte till någon av dem. En Riddare kan alltså inte ersätta sjuans rövarflytt eller rädda någon från att kasta. När rövaren har flyttats och du har stulit får du spela Riddaren, om du inte har spelat något kort den här turen: den flyttar rövaren igen och stjäl igen. Vill du flytta bort rövaren från din egen ruta innan tärningarna avgör, spelar du Riddaren före slaget.',
    },
  },
  {
    id: 'road-building-card', topic: 'development-cards', section: '§8', almanac: 'Progress Cards',
    keywords: { en: 'Road Building', es: 'Construcción de carreteras', fr: 'Construction de routes', sv: 'Vägbygge' },
    en: {
      q: 'How does Road Building work?',
      a: 'Place 2 roads for free, one after the other, following the normal road rules.',
      x: 'You need at least one road piece and one legal edge to play it. If after the first road no piece or legal edge is left, the effect ends with one road. Played before the roll, the turn then goes on with the roll. This is the project’s ruling where the official rules are silent.',
    },
    es: {
      q: '¿Cómo funciona Construcción de carreteras?',
      a: 'Colocas 2 carreteras gratis, una tras otra, siguiendo las reglas normales de las carreteras.',
      x: 'Para jugarla necesitas al menos una pieza de carretera y un camino válido. Si tras la primera carretera no queda pieza o camino válido, el efecto acaba con una. Si la juegas antes de tirar, el turno sigue con la tirada. Es la decisión de este proyecto donde las reglas oficiales no dicen nada.',
    },
    fr: {
      q: 'Comment fonctionne Construction de routes\u202f?',
      a: 'Posez gratuitement 2 routes, l’une après l’autre, en suivant les règles normales des routes.',
      x: 'Il faut au moins une route en réserve et une arête permise pour la jouer. Si après la première route il ne reste ni pièce ni arête permise, l’effet s’arrête à une route. Jouée avant le lancer, le tour continue ensuite avec le lancer. C’est la décision de ce projet là où la règle officielle ne dit rien.',
    },
    sv: {
      q: 'Hur fungerar Vägbygge?',
      a: 'Lägg ut 2 vägar gratis, en i taget, enligt de vanliga reglerna för vägar.',
      x: 'För att spela kortet behöver du minst en vägpjäs och en tillåten kant. Finns ingen pjäs eller tillåten kant kvar efter den första vägen slutar effekten efter en väg. Spelas kortet före slaget fortsätter turen sedan med slaget. Det här är projektets beslut där de officiella reglerna är tysta.',
    },
  },
  {
    id: 'road-building-both-now', topic: 'development-cards', section: '§8', almanac: 'Progress Cards',
    en: {
      q: 'Can I keep Road Building’s second road for a later turn?',
      a: 'No. Both roads are placed at once, one after the other; a road you cannot place now is lost.',
      x: 'Once you play the card, you place the first free road and then the second straight away, before doing anything else. If no road piece or legal edge is left after the first, the card ends with one road and the second is not saved for later. (Ending with one road is the project’s ruling; the official rules are silent.)',
    },
    es: {
      q: '¿Puedo guardar la segunda carretera de Construcción de carreteras para otro turno?',
      a: 'No. Las dos carreteras se colocan en el acto, una tras otra; la que no puedas colocar ahora se pierde.',
      x: 'Al jugar la carta colocas la primera carretera gratis y enseguida la segunda, antes de hacer cualquier otra cosa. Si tras la primera no queda pieza de carretera o camino válido, la carta acaba con una y la segunda no se guarda para después. (Acabar con una carretera es una decisión del proyecto; las reglas oficiales no lo tratan.)',
    },
    fr: {
      q: 'Puis-je garder la seconde route de Construction de routes pour un tour suivant\u202f?',
      a: 'Non. Les deux routes se posent tout de suite, l’une après l’autre\u202f; une route que vous ne pouvez pas poser maintenant est perdue.',
      x: 'Une fois la carte jouée, vous posez la première route gratuite puis aussitôt la seconde, avant toute autre action. S’il ne reste ni route en réserve ni arête permise après la première, la carte s’arrête à une route et la seconde n’est pas gardée pour plus tard. (S’arrêter à une route est la décision de ce projet\u202f; la règle officielle ne dit rien.)',
    },
    sv: {
      q: 'Får jag spara Vägbygges andra väg till en senare tur?',
      a: 'Nej. Båda vägarna läggs direkt, en efter en; en väg du inte kan lägga nu går förlorad.',
      x: 'När du har spelat kortet lägger du den första gratisvägen och genast den andra, innan du gör något annat. Finns ingen vägpjäs eller tillåten kant kvar efter den första slutar kortet med en väg, och den andra sparas inte till senare. (Att sluta efter en väg är projektets beslut; de officiella reglerna är tysta.)',
    },
  },
  {
    id: 'year-of-plenty-card', topic: 'development-cards', section: '§8', almanac: 'Progress Cards',
    en: {
      q: 'How does Year of Plenty work?',
      a: 'Take any 2 resource cards from the bank, the same or different.',
      x: 'You can only take what the bank holds. If the bank holds a single card in all, you take that one; with an empty bank the card cannot be played. (These limits are the project’s ruling; the official rules do not cover them.) In some editions this card is called Invention or Discovery.',
    },
    es: {
      q: '¿Cómo funciona Descubrimiento?',
      a: 'Coges de la banca 2 cartas de materias cualesquiera, iguales o distintas.',
      x: 'Solo puedes coger lo que tenga la banca. Si a la banca le queda una sola carta en total, coges esa; con la banca vacía la carta no se puede jugar. (Estos límites son una decisión del proyecto; las reglas oficiales no los tratan.) En otras ediciones se llama Year of Plenty o Invento.',
    },
    fr: {
      q: 'Comment fonctionne Invention\u202f?',
      a: 'Prenez 2 cartes ressource au choix à la banque, identiques ou différentes.',
      x: 'Vous ne prenez que ce que la banque possède. S’il ne lui reste qu’une seule carte en tout, vous prenez celle-là\u202f; si elle est vide, la carte ne peut pas être jouée. (Ces limites sont une décision du projet\u202f; la règle officielle ne les aborde pas.) Selon l’édition, cette carte s’appelle aussi Découverte ou Year of Plenty.',
    },
    sv: {
      q: 'Hur fungerar Uppfinning?',
      a: 'Ta 2 valfria råvarukort från banken, lika eller olika.',
      x: 'Du kan bara ta det banken har. Har banken bara ett enda kort kvar tar du det; med tom bank kan kortet inte spelas. (De här gränserna är projektets beslut; de officiella reglerna säger inget om dem.) I andra utgåvor heter kortet Year of Plenty eller Upptäckt.',
    },
  },
  {
    id: 'year-of-plenty-build-now', topic: 'development-cards', section: '§8', almanac: 'Progress Cards',
    en: {
      q: 'Can I build on the same turn with the cards from Year of Plenty?',
      a: 'Yes. The two resource cards go straight into your hand and can be spent or traded that same turn.',
      x: 'The card is played like any other development card, so not on the turn you bought it. Played in the action phase, its cards can pay immediately for a road, settlement, city or development card. Played before the roll, the turn goes on with the roll, and you build after it as usual.',
    },
    es: {
      q: '¿Puedo construir en el mismo turno con las cartas de Descubrimiento?',
      a: 'Sí. Las dos cartas de materias van directas a tu mano y puedes gastarlas o comerciar con ellas en ese mismo turno.',
      x: 'La carta se juega como cualquier otra carta de desarrollo, así que no en el turno en que la compras. Jugada en la fase de acción, sus cartas pagan enseguida una carretera, un poblado, una ciudad o una carta de desarrollo. Jugada antes de tirar, el turno sigue con la tirada y construyes después, como siempre.',
    },
    fr: {
      q: 'Puis-je construire le même tour avec les cartes d’Invention\u202f?',
      a: 'Oui. Les deux cartes vont directement dans votre main et peuvent être dépensées ou échangées ce même tour.',
      x: 'La carte se joue comme toute autre carte développement, donc pas le tour de son achat. Jouée pendant la phase d’actions, ses cartes paient aussitôt une route, une colonie, une ville ou une carte développement. Jouée avant le lancer, le tour continue avec le lancer et vous construisez ensuite, comme d’habitude.',
    },
    sv: {
      q: 'Får jag bygga samma tur med korten från Uppfinning?',
      a: 'Ja. De två korten hamnar direkt på din hand och kan användas till bygge eller handel samma tur.',
      x: 'Kortet spelas som vilket annat utvecklingskort som helst, alltså inte samma tur som du köpte det. Spelat efter slaget kan korten genast betala en väg, en bosättning, en stad eller ett utvecklingskort. Spelat före slaget fortsätter turen med slaget, och du bygger efter det som vanligt.',
    },
  },
  {
    id: 'monopoly-card', topic: 'development-cards', section: '§8', almanac: 'Progress Cards',
    en: {
      q: 'How does Monopoly work?',
      a: 'Name one resource; every other player gives you all their cards of it.',
      x: 'You name a single resource, however few cards it brings. Players without that resource give nothing. It is strongest right after others have collected a lot of one resource, or when you hold a 2:1 harbor for it.',
    },
    es: {
      q: '¿Cómo funciona el Monopolio?',
      a: 'Nombras una materia y todos los demás jugadores te dan todas sus cartas de esa materia.',
      x: 'Nombras una sola materia, aunque te lleve pocas cartas. Quien no tenga esa materia no da nada. Es más fuerte justo después de que los demás hayan cobrado mucho de una materia, o cuando tienes el puerto 2:1 de esa materia.',
    },
    fr: {
      q: 'Comment fonctionne Monopole\u202f?',
      a: 'Nommez une ressource\u202f; chaque autre joueur vous donne toutes ses cartes de cette ressource.',
      x: 'Vous nommez une seule ressource, même si elle rapporte peu. Les joueurs qui n’en ont pas ne donnent rien. La carte est la plus forte juste après une grosse récolte d’une ressource chez les autres, ou quand vous avez le port 2:1 de cette ressource.',
    },
    sv: {
      q: 'Hur fungerar Monopol?',
      a: 'Nämn en råvara; alla andra spelare ger dig alla sina kort av den.',
      x: 'Du nämner en enda råvara, hur få kort den än ger. Spelare utan den råvaran ger ingenting. Kortet är starkast strax efter att de andra fått mycket av en råvara, eller när du har 2:1-hamnen för den.',
    },
  },
  {
    id: 'victory-point-cards', topic: 'development-cards', section: '§8', almanac: 'Victory Point Cards',
    en: {
      q: 'When do I reveal my Victory Point cards?',
      a: 'Keep them hidden; reveal them, any number at once, when they bring you to the winning total on your turn.',
      x: 'Each Victory Point card is worth 1 point from the moment you buy it, even though opponents cannot see it. You never “play” it, so it does not use your one card per turn. When the game ends, every Victory Point card is revealed.',
    },
    es: {
      q: '¿Cuándo revelo mis cartas de Punto de Victoria?',
      a: 'Guárdalas ocultas; revélalas, todas las que quieras a la vez, cuando te den los puntos para ganar en tu turno.',
      x: 'Cada carta de Punto de Victoria vale 1 punto desde que la compras, aunque los rivales no la vean. Nunca se «juega», así que no gasta tu carta del turno. Al terminar la partida se revelan todas las cartas de Punto de Victoria.',
    },
    fr: {
      q: 'Quand dois-je révéler mes cartes Point de victoire\u202f?',
      a: 'Gardez-les cachées\u202f; révélez-les, autant que vous voulez d’un coup, quand elles vous amènent au total gagnant pendant votre tour.',
      x: 'Chaque carte Point de victoire vaut 1 point dès son achat, même si les adversaires ne la voient pas. On ne la «\u00a0joue\u00a0» jamais\u00a0: elle n’utilise pas votre carte du tour. À la fin de la partie, toutes les cartes Point de victoire sont révélées.',
    },
    sv: {
      q: 'När visar jag mina Segerpoängkort?',
      a: 'Håll dem dolda; visa dem, hur många som helst på en gång, när de ger dig tillräckligt många poäng för att vinna på din tur.',
      x: 'Varje Segerpoängkort är värt 1 poäng från det ögonblick du köper det, fast motståndarna inte ser det. Du ”spelar” det aldrig, så det förbrukar inte turens kort. När partiet är slut visas alla Segerpoängkort.',
    },
  },
  {
    id: 'empty-deck', topic: 'development-cards', section: '§8', almanac: 'Development Cards',
    keywords: { en: 'more', es: 'quedan', fr: 'reste', sv: 'kvar' },
    en: {
      q: 'What happens when the development deck runs out?',
      a: 'Nobody can buy development cards any more; played cards never return to the deck.',
      x: 'The deck is all there is for the whole game: 25 cards in the base game, 34 with five or six players. Once it is empty, wool is only useful for settlements, grain for settlements and cities, ore for cities, and all of them for trading; the cards still in hands can be played as usual.',
    },
    es: {
      q: '¿Qué pasa cuando se acaba el mazo de desarrollo?',
      a: 'Ya nadie puede comprar cartas de desarrollo; las cartas jugadas nunca vuelven al mazo.',
      x: 'El mazo es todo lo que hay para la partida: 25 cartas en el juego básico y 34 con cinco o seis jugadores. Cuando se vacía, la lana solo sirve para poblados, el cereal para poblados y ciudades y el mineral para ciudades, además de para comerciar; las cartas que quedan en las manos se juegan con normalidad.',
    },
    fr: {
      q: 'Que se passe-t-il quand la pioche de cartes développement est vide\u202f?',
      a: 'Plus personne ne peut en acheter\u202f; les cartes jouées ne reviennent jamais dans la pioche.',
      x: 'La pioche est tout ce qu’il y a pour la partie\u00a0: 25 cartes dans le jeu de base, 34 à cinq ou six joueurs. Une fois vide, la laine ne sert plus qu’aux colonies, le blé aux colonies et aux villes, le minerai aux villes, et tous aux échanges\u202f; les cartes encore en main se jouent normalement.',
    },
    sv: {
      q: 'Vad händer när högen med utvecklingskort tar slut?',
      a: 'Ingen kan köpa utvecklingskort längre; spelade kort läggs aldrig tillbaka i högen.',
      x: 'Högen är allt som finns för hela partiet: 25 kort i grundspelet, 34 med fem eller sex spelare. När den är tom är ull bara till nytta för bosättningar, spannmål för bosättningar och städer och malm för städer, och alla kan fortfarande bytas; korten som finns kvar på händerna spelas som vanligt.',
    },
  },
];
