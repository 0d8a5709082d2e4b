// Manual entries: victory points and the end of the game (RULES.md §10, §12).
import type { Entry } from '../types.js';

export const WINNING: Entry[] = [
  {
    id: 'how-to-win', topic: 'winning', section: '§10', almanac: 'Ending the Game',
    keywords: { en: 'win points need', es: 'ganar puntos necesito', fr: 'gagner points faut', sv: 'vinna poäng behövs' },
    en: {
      q: 'How do I win?',
      a: 'Have 10 or more victory points (or the target chosen for the game) during your own turn; the game ends at once.',
      x: 'The moment you reach 10 points on your turn, hidden Victory Point cards included, you reveal them and win. There is no final round for the others and no tie: only the player whose turn it is can win.',
    },
    es: {
      q: '¿Cómo se gana y cuántos puntos hacen falta?',
      a: 'Teniendo 10 o más puntos de victoria (o la meta elegida para la partida) durante tu propio turno; la partida acaba al instante.',
      x: 'En cuanto llegas a 10 puntos en tu turno, contando las cartas ocultas de Punto de Victoria, las revelas y ganas. No hay ronda final para los demás ni empate: solo puede ganar el jugador en turno.',
    },
    fr: {
      q: 'Comment gagner\u202f?',
      a: 'Avoir 10 points de victoire ou plus (ou l’objectif choisi pour la partie) pendant votre propre tour\u202f; la partie s’arrête aussitôt.',
      x: 'Dès que vous atteignez 10 points pendant votre tour, cartes Point de victoire cachées comprises, vous les révélez et vous gagnez. Il n’y a pas de dernier tour pour les autres ni d’égalité\u00a0: seul le joueur dont c’est le tour peut gagner.',
    },
    sv: {
      q: 'Hur vinner jag, och hur många poäng behövs?',
      a: 'Ha 10 segerpoäng eller fler (eller det mål som valts för partiet) under din egen tur; partiet slutar direkt.',
      x: 'I samma ögonblick som du når 10 poäng på din tur, dolda Segerpoängkort inräknade, visar du dem och vinner. Det blir ingen sista runda för de andra och inget oavgjort: bara den vars tur det är kan vinna.',
    },
  },
  {
    id: 'victory-points', topic: 'winning', section: '§10', almanac: 'Victory Points',
    en: {
      q: 'What is worth victory points?',
      a: 'Settlement 1, city 2, Longest Road 2, Largest Army 2, each Victory Point card 1.',
      x: 'Roads and Knights score nothing by themselves; they count only through the two special cards. Because both special cards can change hands, a player’s score can go down as well as up.',
    },
    es: {
      q: '¿Qué da puntos de victoria?',
      a: 'Poblado 1, ciudad 2, Mayor Ruta Comercial 2, Mayor Ejército 2 y cada carta de Punto de Victoria 1.',
      x: 'Las carreteras y los Caballeros no dan puntos por sí solos; solo cuentan a través de las dos cartas especiales. Como las dos cartas especiales pueden cambiar de manos, la puntuación de un jugador puede bajar además de subir.',
    },
    fr: {
      q: 'Qu’est-ce qui rapporte des points de victoire\u202f?',
      a: 'Colonie 1, ville 2, Route la plus longue 2, Armée la plus grande 2, chaque carte Point de victoire 1.',
      x: 'Les routes et les Chevaliers ne rapportent rien par eux-mêmes\u202f; ils ne comptent qu’au travers des deux cartes spéciales. Comme ces deux cartes peuvent changer de main, le score d’un joueur peut baisser autant que monter.',
    },
    sv: {
      q: 'Vad ger segerpoäng?',
      a: 'Bosättning 1, stad 2, Längsta vägen 2, Största riddararmén 2 och varje Segerpoängkort 1.',
      x: 'Vägar och Riddare ger inga poäng i sig; de räknas bara genom de två bonuskorten. Eftersom båda bonuskorten kan byta ägare kan en spelares poäng gå ner lika väl som upp.',
    },
  },
  {
    id: 'ten-on-another-turn', topic: 'winning', section: '§10', almanac: 'Ending the Game',
    en: {
      q: 'I reached 10 points during someone else’s turn. Have I won?',
      a: 'Not yet. You win at the start of your own turn, before rolling, if you still have 10.',
      x: 'You might reach 10 on another turn, for example when Longest Road passes to you after a road is broken. The win still has to happen on your turn; if you lose points before then, the game goes on. One source claims a player wins “immediately, even in another player’s turn”; the official rule is your own turn, and this game follows it.',
    },
    es: {
      q: 'Llegué a 10 puntos durante el turno de otro jugador. ¿He ganado?',
      a: 'Todavía no. Ganas al empezar tu propio turno, antes de tirar, si sigues teniendo 10.',
      x: 'Puedes llegar a 10 en otro turno, por ejemplo cuando la Mayor Ruta Comercial pasa a ti tras cortarse una ruta. Para ganar, los 10 puntos tienen que contar en tu propio turno; si pierdes puntos antes, la partida sigue. Una fuente afirma que se gana «en el acto, incluso en el turno de otro»; la regla oficial es en tu propio turno y este juego la sigue.',
    },
    fr: {
      q: 'J’ai atteint 10 points pendant le tour d’un autre joueur. Ai-je gagné\u202f?',
      a: 'Pas encore. Vous gagnez au début de votre propre tour, avant de lancer, si vous avez toujours 10 points.',
      x: 'Vous pouvez atteindre 10 pendant le tour d’un autre, par exemple quand la Route la plus longue vous revient après une coupure. La victoire doit tout de même avoir lieu pendant votre tour\u202f; si vous perdez des points d’ici là, la partie continue. Une source affirme qu’on gagne «\u00a0immédiatement, même au milieu du tour d’un autre\u00a0»\u202f; la règle officielle dit pendant votre tour, et ce jeu la suit.',
    },
    sv: {
      q: 'Jag nådde 10 poäng under någon annans tur. Har jag vunnit?',
      a: 'Inte än. Du vinner när din egen tur börjar, före slaget, om du fortfarande har 10.',
      x: 'Du kan nå 10 under någon annans tur, till exempel när Längsta vägen går över till dig efter att en väg brutits. Vinsten måste ändå ske på din tur; förlorar du poäng innan dess fortsätter partiet. En källa påstår att man vinner ”direkt, även mitt i någon annans tur”; den officiella regeln är din egen tur, och det här spelet följer den.',
    },
  },
  {
    id: 'hidden-points', topic: 'winning', section: '§10', almanac: 'Victory Point Cards',
    en: {
      q: 'What can I see of the other players’ points?',
      a: 'Only their visible points: buildings and special cards. Hidden Victory Point cards are not shown until the game ends.',
      x: 'The score shown next to each opponent leaves out their Victory Point cards, so a player showing 8 may really have 10, and wins as soon as their own turn begins. Your own view includes your hidden cards. When the game ends all cards are revealed, and after the win no action is accepted.',
    },
    es: {
      q: '¿Qué veo de los puntos de los demás jugadores?',
      a: 'Solo sus puntos visibles: edificios y cartas especiales. Las cartas ocultas de Punto de Victoria no se muestran hasta el final.',
      x: 'La puntuación que aparece junto a cada rival no incluye sus cartas de Punto de Victoria, así que quien muestra 8 puede tener 10 en realidad, y gana en cuanto empieza su propio turno. Tu propia vista sí incluye tus cartas ocultas. Al acabar la partida se revelan todas las cartas, y después de la victoria no se acepta ninguna acción.',
    },
    fr: {
      q: 'Que puis-je voir des points des autres joueurs\u202f?',
      a: 'Seulement leurs points visibles\u00a0: bâtiments et cartes spéciales. Les cartes Point de victoire cachées ne sont montrées qu’à la fin.',
      x: 'Le score affiché à côté de chaque adversaire exclut ses cartes Point de victoire\u00a0: un joueur affichant 8 peut en réalité en avoir 10, et gagne dès que son propre tour commence. Votre propre vue inclut vos cartes cachées. À la fin de la partie, toutes les cartes sont révélées, et après la victoire plus aucune action n’est acceptée.',
    },
    sv: {
      q: 'Vad ser jag av de andra spelarnas poäng?',
      a: 'Bara deras synliga poäng: byggnader och bonuskort. Dolda Segerpoängkort visas först när partiet är slut.',
      x: 'Poängen som visas vid varje motståndare räknar inte med deras Segerpoängkort, så en spelare som visar 8 kan egentligen ha 10, och vinner så fort den egna turen börjar. Din egen vy räknar med dina dolda kort. När partiet är slut visas alla kort, och efter vinsten tas inga drag emot.',
    },
  },
  {
    id: 'winning-example', topic: 'winning', section: '§12', almanac: 'Victory Points',
    en: {
      q: 'Can you show how 10 points add up?',
      a: '2 cities (4) + 3 settlements (3) + Longest Road (2) + 1 Victory Point card (1) = 10.',
      x: 'During her turn Marta has two cities, three settlements, the Longest Road card and one hidden Victory Point card. That is 4 + 3 + 2 + 1 = 10 points, reached on her own turn, so she reveals the card and wins.',
    },
    es: {
      q: '¿Me enseñas cómo se suman 10 puntos?',
      a: '2 ciudades (4) + 3 poblados (3) + Mayor Ruta Comercial (2) + 1 carta de Punto de Victoria (1) = 10.',
      x: 'Durante su turno, Marta tiene dos ciudades, tres poblados, la carta de Mayor Ruta Comercial y una carta oculta de Punto de Victoria. Son 4 + 3 + 2 + 1 = 10 puntos, alcanzados en su propio turno, así que revela la carta y gana.',
    },
    fr: {
      q: 'Pouvez-vous montrer comment on arrive à 10 points\u202f?',
      a: '2 villes (4) + 3 colonies (3) + Route la plus longue (2) + 1 carte Point de victoire (1) = 10.',
      x: 'Pendant son tour, Marta a deux villes, trois colonies, la carte Route la plus longue et une carte Point de victoire cachée. Cela fait 4 + 3 + 2 + 1 = 10 points, atteints pendant son propre tour\u00a0: elle révèle la carte et gagne.',
    },
    sv: {
      q: 'Kan du visa hur man kommer upp i 10 poäng?',
      a: '2 städer (4) + 3 bosättningar (3) + Längsta vägen (2) + 1 Segerpoängkort (1) = 10.',
      x: 'Under sin tur har Marta två städer, tre bosättningar, kortet Längsta vägen och ett dolt Segerpoängkort. Det blir 4 + 3 + 2 + 1 = 10 poäng, nådda på hennes egen tur, så hon visar kortet och vinner.',
    },
  },
];
