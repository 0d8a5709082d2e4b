/**
 * The words of the manual's own interface in the four languages (topic names, labels,
 * messages). Game terms follow spec/GLOSSARY.md. No entry content lives here.
 */
import type { Lang, Topic } from './types.js';

export interface UiText {
  /** Language name in that language (for the switch). */
  language: string;
  title: string;
  subtitle: string;
  search: string;
  searchPlaceholder: string;
  topics: string;
  results: (n: number) => string;
  /** A topic's number of questions, heard after its name in the topic list (the number shown beside it is hidden from a screen reader). */
  questions: (n: number) => string;
  noResults: string;
  rulesSection: string;
  rulebook: string;
  rulebookNote: string;
  /** Label of the 5–6 Player Extension rules' section (entries on five and six players). */
  extensionRulebook: string;
  picture: string;
  back: string;
  /** The link to the game itself (the manual is served beside it). */
  play: string;
  related: string;
  previous: string;
  next: string;
  /** What joins a label to what it names ("Previous: …"): French puts a no-break space before the colon. */
  colon: string;
  skip: string;
  offline: string;
  notFound: string;
  topic: Record<Topic, string>;
}

export const UI: Record<Lang, UiText> = {
  en: {
    language: 'English',
    title: 'Catan rules',
    subtitle: 'Every rule as a question. The answers agree with the game engine.',
    search: 'Search the rules',
    searchPlaceholder: 'Search, e.g. robber desert, longest road tie, 2:1 harbor',
    topics: 'Topics',
    results: (n) => (n === 1 ? '1 answer' : `${n} answers`),
    questions: (n) => (n === 1 ? '1 question' : `${n} questions`),
    noResults: 'No answer matches. Try fewer or other words.',
    rulesSection: 'Rules section',
    rulebook: 'Official rulebook, almanac entry',
    rulebookNote: 'Entry names are those of the English almanac; look them up in your edition.',
    extensionRulebook: 'Official 5–6 Player Extension rules, section',
    picture: 'Picture drawn from a game position checked by the engine',
    back: 'All topics',
    play: 'Play',
    related: 'More on this topic',
    previous: 'Previous',
    colon: ': ',
    next: 'Next',
    skip: 'Skip to the answers',
    offline: 'Works offline once loaded.',
    notFound: 'That page does not exist. Here are the topics.',
    topic: {
      components: 'Components', setup: 'Set-up', turn: 'The turn', production: 'Production',
      robber: 'The 7 and the robber', trading: 'Trading and harbors', building: 'Building',
      'development-cards': 'Development cards', 'longest-road': 'Longest Road', 'largest-army': 'Largest Army',
      winning: 'Winning', variants: 'House rules', 'five-six-players': 'Five and six players', mistakes: 'Common mistakes', tips: 'Tips for a first game',
    },
  },
  es: {
    language: 'Español',
    title: 'Reglas de Catan',
    subtitle: 'Cada regla en forma de pregunta. Las respuestas coinciden con el motor del juego.',
    search: 'Buscar en las reglas',
    searchPlaceholder: 'Busca, p. ej. ladrón desierto, empate ruta, puerto 2:1',
    topics: 'Temas',
    results: (n) => (n === 1 ? '1 respuesta' : `${n} respuestas`),
    questions: (n) => (n === 1 ? '1 pregunta' : `${n} preguntas`),
    noResults: 'Ninguna respuesta coincide. Prueba con menos palabras o con otras.',
    rulesSection: 'Sección de las reglas',
    rulebook: 'Reglamento oficial, entrada del almanaque',
    rulebookNote: 'Los nombres son los de las entradas del almanaque en inglés; búscalos en tu edición.',
    extensionRulebook: 'Reglas oficiales de la ampliación para 5–6 jugadores, sección',
    picture: 'Imagen dibujada a partir de una posición comprobada por el motor',
    back: 'Todos los temas',
    play: 'Jugar',
    related: 'Más sobre este tema',
    previous: 'Anterior',
    colon: ': ',
    next: 'Siguiente',
    skip: 'Saltar a las respuestas',
    offline: 'Funciona sin conexión una vez cargado.',
    notFound: 'Esa página no existe. Estos son los temas.',
    topic: {
      components: 'Componentes', setup: 'Preparación', turn: 'El turno', production: 'Producción',
      robber: 'El 7 y el ladrón', trading: 'Comercio y puertos', building: 'Construir',
      'development-cards': 'Cartas de desarrollo', 'longest-road': 'Mayor Ruta Comercial', 'largest-army': 'Mayor Ejército',
      winning: 'Cómo se gana', variants: 'Variantes', 'five-six-players': 'Cinco y seis jugadores', mistakes: 'Errores frecuentes', tips: 'Consejos para empezar',
    },
  },
  fr: {
    language: 'Français',
    title: 'Règles de Catan',
    subtitle: 'Chaque règle sous forme de question. Les réponses sont conformes au moteur du jeu.',
    search: 'Chercher dans les règles',
    searchPlaceholder: 'Cherchez, p. ex. voleur désert, égalité route, port 2:1',
    topics: 'Thèmes',
    results: (n) => (n === 1 ? '1 réponse' : `${n} réponses`),
    questions: (n) => (n <= 1 ? `${n} question` : `${n} questions`),
    noResults: 'Aucune réponse ne correspond. Essayez moins de mots, ou d’autres.',
    rulesSection: 'Section des règles',
    rulebook: 'Règle officielle, entrée de l’almanach',
    rulebookNote: 'Les noms sont ceux des entrées de l’almanach anglais\u202f; cherchez-les dans votre édition.',
    extensionRulebook: 'Règles officielles de l’extension 5–6 joueurs, section',
    picture: 'Image tirée d’une position de jeu vérifiée par le moteur',
    back: 'Tous les thèmes',
    play: 'Jouer',
    related: 'Sur le même thème',
    previous: 'Précédent',
    colon: '\u00a0: ',
    next: 'Suivant',
    skip: 'Aller aux réponses',
    offline: 'Fonctionne hors ligne une fois chargé.',
    notFound: 'Cette page n’existe pas. Voici les thèmes.',
    topic: {
      components: 'Matériel', setup: 'Mise en place', turn: 'Le tour de jeu', production: 'Production',
      robber: 'Le 7 et le voleur', trading: 'Commerce et ports', building: 'Construire',
      'development-cards': 'Cartes développement', 'longest-road': 'Route la plus longue', 'largest-army': 'Armée la plus grande',
      winning: 'Gagner', variants: 'Variantes', 'five-six-players': 'À cinq et six joueurs', mistakes: 'Erreurs fréquentes', tips: 'Conseils pour débuter',
    },
  },
  sv: {
    language: 'Svenska',
    title: 'Catan-regler',
    subtitle: 'Varje regel som en fråga. Svaren stämmer med spelmotorn.',
    search: 'Sök i reglerna',
    searchPlaceholder: 'Sök, t.ex. rövaren öken, längsta vägen lika, hamn 2:1',
    topics: 'Ämnen',
    results: (n) => (n === 1 ? '1 svar' : `${n} svar`),
    questions: (n) => (n === 1 ? '1 fråga' : `${n} frågor`),
    noResults: 'Inget svar matchar. Prova färre eller andra ord.',
    rulesSection: 'Regelavsnitt',
    rulebook: 'Officiella regler, uppslagsord i almanackan',
    rulebookNote: 'Namnen är uppslagsorden i den engelska almanackan; slå upp dem i din utgåva.',
    extensionRulebook: 'Officiella regler för utbyggnaden för 5–6 spelare, avsnitt',
    picture: 'Bild ritad från en spelställning som motorn har kontrollerat',
    back: 'Alla ämnen',
    play: 'Spela',
    related: 'Mer om samma ämne',
    previous: 'Föregående',
    colon: ': ',
    next: 'Nästa',
    skip: 'Hoppa till svaren',
    offline: 'Fungerar utan uppkoppling när sidan har laddats.',
    notFound: 'Den sidan finns inte. Här är ämnena.',
    topic: {
      components: 'Innehåll', setup: 'Uppställning', turn: 'Turen', production: 'Produktion',
      robber: 'Sjuan och rövaren', trading: 'Handel och hamnar', building: 'Bygga',
      'development-cards': 'Utvecklingskort', 'longest-road': 'Längsta vägen', 'largest-army': 'Största riddararmén',
      winning: 'Att vinna', variants: 'Husregler', 'five-six-players': 'Fem och sex spelare', mistakes: 'Vanliga misstag', tips: 'Tips för första partiet',
    },
  },
};
