/**
 * Every string the page shows, in English, Spanish, French and Swedish, with the game's terms
 * from spec/GLOSSARY.md. Pure data and formatting: no DOM. A missing language is a test failure.
 */
import type { DevCard, Resource, Terrain, Color, HarborKind } from '../../src/engine/index.js';

export const LANGS = ['en', 'es', 'fr', 'sv'] as const;
export type Lang = (typeof LANGS)[number];
type Entry = Record<Lang, string>;

export const LANG_NAMES: Entry = { en: 'English', es: 'Español', fr: 'Français', sv: 'Svenska' };

export const RESOURCE_NAMES: Record<Resource, Entry> = {
  brick: { en: 'brick', es: 'arcilla', fr: 'argile', sv: 'tegel' },
  wood: { en: 'lumber', es: 'madera', fr: 'bois', sv: 'trä' },
  wool: { en: 'wool', es: 'lana', fr: 'laine', sv: 'ull' },
  grain: { en: 'grain', es: 'cereal', fr: 'blé', sv: 'spannmål' },
  ore: { en: 'ore', es: 'mineral', fr: 'minerai', sv: 'malm' },
};

export const TERRAIN_NAMES: Record<Terrain, Entry> = {
  hills: { en: 'hills', es: 'cerros', fr: 'collines', sv: 'kullar' },
  forest: { en: 'forest', es: 'bosque', fr: 'forêt', sv: 'skog' },
  pasture: { en: 'pasture', es: 'pastos', fr: 'pâturage', sv: 'betesmark' },
  fields: { en: 'fields', es: 'sembrados', fr: 'champs', sv: 'åkermark' },
  mountains: { en: 'mountains', es: 'montañas', fr: 'montagnes', sv: 'berg' },
  desert: { en: 'desert', es: 'desierto', fr: 'désert', sv: 'öken' },
};

export const CARD_NAMES: Record<DevCard, Entry> = {
  knight: { en: 'Knight', es: 'Caballero', fr: 'Chevalier', sv: 'Riddare' },
  victoryPoint: { en: 'Victory Point', es: 'Punto de Victoria', fr: 'Point de victoire', sv: 'Segerpoäng' },
  roadBuilding: { en: 'Road Building', es: 'Construcción de carreteras', fr: 'Construction de routes', sv: 'Vägbygge' },
  yearOfPlenty: { en: 'Year of Plenty', es: 'Descubrimiento', fr: 'Invention', sv: 'Uppfinning' },
  monopoly: { en: 'Monopoly', es: 'Monopolio', fr: 'Monopole', sv: 'Monopol' },
};

export const COLOR_NAMES: Record<Color, Entry> = {
  red: { en: 'red', es: 'rojo', fr: 'rouge', sv: 'röd' },
  blue: { en: 'blue', es: 'azul', fr: 'bleu', sv: 'blå' },
  orange: { en: 'orange', es: 'naranja', fr: 'orange', sv: 'orange' },
  white: { en: 'white', es: 'blanco', fr: 'blanc', sv: 'vit' },
  green: { en: 'green', es: 'verde', fr: 'vert', sv: 'grön' },
  brown: { en: 'brown', es: 'marrón', fr: 'brun', sv: 'brun' },
};

export const PIECE_NAMES: Record<'road' | 'settlement' | 'city', Entry> = {
  road: { en: 'road', es: 'carretera', fr: 'route', sv: 'väg' },
  settlement: { en: 'settlement', es: 'poblado', fr: 'colonie', sv: 'bosättning' },
  city: { en: 'city', es: 'ciudad', fr: 'ville', sv: 'stad' },
};

const S = {
  // — start screen —
  title: { en: 'Catan', es: 'Catan', fr: 'Catan', sv: 'Catan' },
  startTitle: { en: 'Start a game', es: 'Empezar una partida', fr: 'Lancer une partie', sv: 'Starta ett parti' },
  players: { en: 'Players', es: 'Jugadores', fr: 'Joueurs', sv: 'Spelare' },
  playersN: { en: '{n} players', es: '{n} jugadores', fr: '{n} joueurs', sv: '{n} spelare' },
  yourName: { en: 'Your name', es: 'Tu nombre', fr: 'Votre nom', sv: 'Ditt namn' },
  defaultName: { en: 'Player', es: 'Jugador', fr: 'Joueur', sv: 'Spelare' },
  yourColor: { en: 'Your colour', es: 'Tu color', fr: 'Votre couleur', sv: 'Din färg' },
  opponents: { en: 'Opponents', es: 'Rivales', fr: 'Adversaires', sv: 'Motståndare' },
  botN: { en: 'Bot {n}', es: 'Bot {n}', fr: 'Bot {n}', sv: 'Bot {n}' },
  board: { en: 'Board', es: 'Tablero', fr: 'Plateau', sv: 'Spelplan' },
  boardBeginner: { en: 'Beginner map', es: 'Mapa para principiantes', fr: 'Carte pour débutants', sv: 'Nybörjarkarta' },
  boardVariable: { en: 'Spiral (official variable set-up)', es: 'Espiral (preparación variable oficial)', fr: 'Spirale (mise en place variable officielle)', sv: 'Spiral (officiell variabel uppställning)' },
  boardRandom: { en: 'Random (no adjacent 6 and 8)', es: 'Aleatorio (sin 6 y 8 vecinos)', fr: 'Aléatoire (pas de 6 et 8 voisins)', sv: 'Slumpad (inga 6 och 8 bredvid varandra)' },
  boardBalanced: { en: 'Balanced', es: 'Equilibrado', fr: 'Équilibré', sv: 'Balanserad' },
  seed: { en: 'Seed', es: 'Semilla', fr: 'Graine', sv: 'Frö' },
  newSeed: { en: 'Another board', es: 'Otro tablero', fr: 'Un autre plateau', sv: 'En annan spelplan' },
  beginnerNote: { en: 'The beginner map has fixed starting pieces for red, blue, orange and white.', es: 'El mapa para principiantes tiene piezas iniciales fijas para rojo, azul, naranja y blanco.', fr: 'La carte pour débutants a des pièces de départ fixes pour le rouge, le bleu, l’orange et le blanc.', sv: 'Nybörjarkartan har fasta startpjäser för röd, blå, orange och vit.' },
  fairness: { en: 'Fairness', es: 'Equidad', fr: 'Équité', sv: 'Rättvisa' },
  fairScore: { en: 'Balance score {n}/100', es: 'Puntuación de equilibrio {n}/100', fr: 'Score d’équilibre {n}/100', sv: 'Balanspoäng {n}/100' },
  pipsPerResource: { en: 'Pips per resource (fair share in brackets)', es: 'Puntos por recurso (reparto justo entre paréntesis)', fr: 'Points par ressource (part équitable entre parenthèses)', sv: 'Prickar per råvara (rättvis andel inom parentes)' },
  bestSpot: { en: 'Richest spot: {n} pips', es: 'Mejor cruce: {n} puntos', fr: 'Meilleur sommet : {n} points', sv: 'Rikaste hörnet: {n} prickar' },
  redPairs: { en: 'Adjacent 6/8 pairs: {n}', es: 'Parejas de 6/8 vecinas: {n}', fr: 'Paires de 6/8 voisines : {n}', sv: 'Intilliggande 6/8-par: {n}' },
  houseRules: { en: 'House rules', es: 'Reglas de la casa', fr: 'Règles maison', sv: 'Husregler' },
  ruleFriendly: { en: 'Friendly robber', es: 'Ladrón amistoso', fr: 'Voleur amical', sv: 'Snäll rövare' },
  ruleFriendlyAbout: { en: 'The robber spares players with fewer than 3 visible points.', es: 'El ladrón no toca a quien tiene menos de 3 puntos visibles.', fr: 'Le voleur épargne les joueurs à moins de 3 points visibles.', sv: 'Rövaren skonar spelare med färre än 3 synliga poäng.' },
  ruleTradeThenBuild: { en: 'Trade, then build', es: 'Primero comerciar, luego construir', fr: 'Échanger, puis construire', sv: 'Handla först, bygg sedan' },
  ruleVp: { en: 'Victory points to win', es: 'Puntos de victoria para ganar', fr: 'Points de victoire pour gagner', sv: 'Segerpoäng för att vinna' },
  ruleNoDiscard: { en: 'No discard on a 7', es: 'Sin descartes con un 7', fr: 'Pas de défausse sur un 7', sv: 'Ingen kastning vid en 7:a' },
  ruleDiscardOver: { en: 'Discard when holding more than', es: 'Descartar con más de', fr: 'Défausser au-delà de', sv: 'Kasta vid fler än' },
  ruleBalancedDice: { en: 'Balanced dice', es: 'Dados equilibrados', fr: 'Dés équilibrés', sv: 'Balanserade tärningar' },
  ruleBalancedDiceAbout: { en: 'Rolls are drawn from a deck of the 36 outcomes.', es: 'Las tiradas salen de un mazo con los 36 resultados.', fr: 'Les lancers sont tirés d’un paquet des 36 résultats.', sv: 'Slagen dras ur en kortlek med de 36 utfallen.' },
  language: { en: 'Language', es: 'Idioma', fr: 'Langue', sv: 'Språk' },
  botSpeed: { en: 'Bot speed', es: 'Velocidad de los bots', fr: 'Vitesse des bots', sv: 'Botarnas tempo' },
  speedSlow: { en: 'Slow', es: 'Lenta', fr: 'Lente', sv: 'Långsamt' },
  speedNormal: { en: 'Normal', es: 'Normal', fr: 'Normale', sv: 'Normalt' },
  speedFast: { en: 'Fast', es: 'Rápida', fr: 'Rapide', sv: 'Snabbt' },
  speedInstant: { en: 'Instant', es: 'Instantánea', fr: 'Instantanée', sv: 'Direkt' },
  startGame: { en: 'Start the game', es: 'Empezar la partida', fr: 'Commencer la partie', sv: 'Starta partiet' },
  connecting: { en: 'Connecting to the server…', es: 'Conectando con el servidor…', fr: 'Connexion au serveur…', sv: 'Ansluter till servern…' },
  disconnected: { en: 'Connection lost — reconnecting…', es: 'Conexión perdida: reconectando…', fr: 'Connexion perdue — reconnexion…', sv: 'Anslutningen bröts – ansluter igen…' },

  // — who starts —
  whoStarts: { en: 'Who starts?', es: '¿Quién empieza?', fr: 'Qui commence ?', sv: 'Vem börjar?' },
  whoStartsAbout: { en: 'Everyone rolls two dice; the highest roll starts and ties roll again. Play then goes clockwise.', es: 'Cada uno tira dos dados; empieza la tirada más alta y los empates repiten. Luego se juega en el sentido de las agujas del reloj.', fr: 'Chacun lance deux dés ; le plus haut commence et les égalités relancent. On joue ensuite dans le sens des aiguilles d’une montre.', sv: 'Alla slår två tärningar; högst slag börjar och lika slår om. Sedan går turen medurs.' },
  rollRound: { en: 'Roll {n}', es: 'Tirada {n}', fr: 'Lancer {n}', sv: 'Slag {n}' },
  tieAgain: { en: 'Tie: those players roll again.', es: 'Empate: esos jugadores vuelven a tirar.', fr: 'Égalité : ces joueurs relancent.', sv: 'Lika: de spelarna slår om.' },
  starts: { en: '{name} starts.', es: 'Empieza {name}.', fr: '{name} commence.', sv: '{name} börjar.' },
  order: { en: 'Order of play', es: 'Orden de juego', fr: 'Ordre de jeu', sv: 'Turordning' },
  letsPlay: { en: 'Play', es: 'Jugar', fr: 'Jouer', sv: 'Spela' },

  // — status —
  you: { en: 'you', es: 'tú', fr: 'vous', sv: 'du' },
  turnN: { en: 'Turn {n}', es: 'Turno {n}', fr: 'Tour {n}', sv: 'Tur {n}' },
  setupRound: { en: 'Set-up', es: 'Preparación', fr: 'Mise en place', sv: 'Uppställning' },
  pPlaceSettlement: { en: 'Place a settlement', es: 'Coloca un poblado', fr: 'Placez une colonie', sv: 'Placera en bosättning' },
  pPlaceRoad: { en: 'Place a road next to it', es: 'Coloca una carretera junto a él', fr: 'Placez une route à côté', sv: 'Placera en väg intill' },
  pRoll: { en: 'Roll the dice', es: 'Tira los dados', fr: 'Lancez les dés', sv: 'Slå tärningarna' },
  pDiscard: { en: 'Discard {n} cards', es: 'Descarta {n} cartas', fr: 'Défaussez {n} cartes', sv: 'Kasta {n} kort' },
  pRobber: { en: 'Move the robber', es: 'Mueve el ladrón', fr: 'Déplacez le voleur', sv: 'Flytta rövaren' },
  pVictim: { en: 'Choose whom to rob', es: 'Elige a quién robar', fr: 'Choisissez qui voler', sv: 'Välj vem du stjäl från' },
  pFreeRoad: { en: 'Place a free road ({n} left)', es: 'Coloca una carretera gratis (quedan {n})', fr: 'Posez une route gratuite (reste {n})', sv: 'Bygg en gratis väg ({n} kvar)' },
  pAct: { en: 'Trade, build, buy, or end your turn', es: 'Comercia, construye, compra o termina tu turno', fr: 'Échangez, construisez, achetez ou finissez votre tour', sv: 'Handla, bygg, köp eller avsluta din tur' },
  pAnswer: { en: 'Answer {name}’s offer', es: 'Responde a la oferta de {name}', fr: 'Répondez à l’offre de {name}', sv: 'Svara på budet från {name}' },
  pWins: { en: '{name} wins!', es: '¡{name} gana!', fr: '{name} gagne !', sv: '{name} vinner!' },
  oPlaceSettlement: { en: '{name} is placing a settlement', es: '{name} coloca un poblado', fr: '{name} place une colonie', sv: '{name} placerar en bosättning' },
  oPlaceRoad: { en: '{name} is placing a road', es: '{name} coloca una carretera', fr: '{name} place une route', sv: '{name} placerar en väg' },
  oRoll: { en: '{name} is about to roll', es: '{name} va a tirar', fr: '{name} va lancer les dés', sv: '{name} ska slå' },
  oRobber: { en: '{name} is moving the robber', es: '{name} mueve el ladrón', fr: '{name} déplace le voleur', sv: '{name} flyttar rövaren' },
  oFreeRoad: { en: '{name} is placing free roads', es: '{name} coloca carreteras gratis', fr: '{name} pose des routes gratuites', sv: '{name} bygger gratis vägar' },
  oAct: { en: '{name} is playing', es: 'Juega {name}', fr: '{name} joue', sv: '{name} spelar' },
  oDiscard: { en: 'Waiting for {names} to discard', es: 'Esperando a que {names} descarte', fr: 'En attente de la défausse de {names}', sv: 'Väntar på att {names} kastar' },
  help: { en: 'Rules', es: 'Reglas', fr: 'Règles', sv: 'Regler' },
  helpAbout: { en: 'Open the rules for this step', es: 'Abrir las reglas de este paso', fr: 'Ouvrir les règles de cette étape', sv: 'Öppna reglerna för det här steget' },
  ruleLink: { en: 'Rule {s}', es: 'Regla {s}', fr: 'Règle {s}', sv: 'Regel {s}' },
  menu: { en: 'Menu', es: 'Menú', fr: 'Menu', sv: 'Meny' },
  newGame: { en: 'New game', es: 'Nueva partida', fr: 'Nouvelle partie', sv: 'Nytt parti' },
  confirmLeave: { en: 'Leave this game and start a new one?', es: '¿Abandonar esta partida y empezar otra?', fr: 'Quitter cette partie et en commencer une autre ?', sv: 'Lämna det här partiet och starta ett nytt?' },
  keys: { en: 'Keys: R roll · E end turn · 1 road · 2 settlement · 3 city · B buy · T trade · Esc cancel', es: 'Teclas: R tirar · E terminar · 1 carretera · 2 poblado · 3 ciudad · B comprar · T comerciar · Esc cancelar', fr: 'Touches : R lancer · E finir · 1 route · 2 colonie · 3 ville · B acheter · T échanger · Échap annuler', sv: 'Tangenter: R slå · E avsluta · 1 väg · 2 bosättning · 3 stad · B köp · T handla · Esc avbryt' },
  close: { en: 'Close', es: 'Cerrar', fr: 'Fermer', sv: 'Stäng' },
  cancel: { en: 'Cancel', es: 'Cancelar', fr: 'Annuler', sv: 'Avbryt' },
  confirm: { en: 'Confirm', es: 'Confirmar', fr: 'Confirmer', sv: 'Bekräfta' },

  // — panels —
  vp: { en: 'VP', es: 'PV', fr: 'PV', sv: 'SP' },
  vpLong: { en: 'victory points', es: 'puntos de victoria', fr: 'points de victoire', sv: 'segerpoäng' },
  visibleVpNote: { en: 'Opponents’ scores count visible points only: hidden Victory Point cards are not shown.', es: 'El marcador de los rivales solo cuenta los puntos visibles: no incluye cartas de Punto de Victoria ocultas.', fr: 'Le score des adversaires ne compte que les points visibles : les cartes Point de victoire cachées n’y sont pas.', sv: 'Motståndarnas poäng räknar bara synliga poäng: dolda Segerpoäng-kort syns inte.' },
  resourceCards: { en: 'resource cards', es: 'cartas de recurso', fr: 'cartes ressource', sv: 'råvarukort' },
  devCards: { en: 'Development cards', es: 'Cartas de desarrollo', fr: 'Cartes développement', sv: 'Utvecklingskort' },
  devCardsShort: { en: 'development cards', es: 'cartas de desarrollo', fr: 'cartes développement', sv: 'utvecklingskort' },
  knightsPlayed: { en: 'knights played', es: 'caballeros jugados', fr: 'chevaliers joués', sv: 'spelade riddare' },
  roadLength: { en: 'longest road', es: 'ruta más larga', fr: 'plus longue route', sv: 'längsta väg' },
  longestRoad: { en: 'Longest Road', es: 'Mayor Ruta Comercial', fr: 'Route la plus longue', sv: 'Längsta vägen' },
  largestArmy: { en: 'Largest Army', es: 'Mayor Ejército', fr: 'Armée la plus grande', sv: 'Största riddararmén' },
  nobody: { en: 'nobody yet', es: 'nadie aún', fr: 'personne encore', sv: 'ingen än' },
  bank: { en: 'Bank', es: 'Banca', fr: 'Banque', sv: 'Banken' },
  deck: { en: 'Development deck: {n}', es: 'Mazo de desarrollo: {n}', fr: 'Pioche développement : {n}', sv: 'Utvecklingskortlek: {n}' },
  yourHand: { en: 'Your hand', es: 'Tu mano', fr: 'Votre main', sv: 'Din hand' },
  rateUnder: { en: '{n}:1', es: '{n}:1', fr: '{n}:1', sv: '{n}:1' },
  rateTitle: { en: 'Your best rate with the bank: {n} for 1', es: 'Tu mejor cambio con la banca: {n} por 1', fr: 'Votre meilleur taux avec la banque : {n} pour 1', sv: 'Din bästa kurs med banken: {n} mot 1' },
  noDevCards: { en: 'None yet', es: 'Ninguna todavía', fr: 'Aucune pour l’instant', sv: 'Inga än' },
  boughtThisTurn: { en: 'new: playable next turn', es: 'nueva: se juega en el próximo turno', fr: 'nouvelle : jouable au prochain tour', sv: 'ny: kan spelas nästa tur' },
  vpCardNote: { en: 'counts at once, stays hidden', es: 'cuenta ya, sigue oculta', fr: 'compte tout de suite, reste cachée', sv: 'räknas direkt, förblir dold' },
  play: { en: 'Play', es: 'Jugar', fr: 'Jouer', sv: 'Spela' },
  supplyLeft: { en: 'Pieces left: {r} roads, {s} settlements, {c} cities', es: 'Piezas restantes: {r} carreteras, {s} poblados, {c} ciudades', fr: 'Pièces restantes : {r} routes, {s} colonies, {c} villes', sv: 'Pjäser kvar: {r} vägar, {s} bosättningar, {c} städer' },
  dice: { en: 'Dice', es: 'Dados', fr: 'Dés', sv: 'Tärningar' },
  diceRolled: { en: 'Last roll: {a} and {b}, total {n}', es: 'Última tirada: {a} y {b}, total {n}', fr: 'Dernier lancer : {a} et {b}, total {n}', sv: 'Senaste slag: {a} och {b}, summa {n}' },
  notRolled: { en: 'Not rolled yet', es: 'Sin tirar aún', fr: 'Pas encore lancé', sv: 'Inte slaget än' },
  log: { en: 'Game log', es: 'Registro de la partida', fr: 'Journal de la partie', sv: 'Spellogg' },
  chatCut: { en: '(an older message, no longer kept)', es: '(un mensaje antiguo, ya no se guarda)', fr: '(un message ancien, plus conservé)', sv: '(ett äldre meddelande, sparas inte längre)' },
  logEarlier: { en: 'Show earlier entries', es: 'Ver entradas anteriores', fr: 'Voir les entrées précédentes', sv: 'Visa tidigare händelser' },
  currentTurn: { en: 'to play', es: 'en turno', fr: 'à jouer', sv: 'på tur' },
  owesDiscard: { en: 'must discard {n}', es: 'debe descartar {n}', fr: 'doit défausser {n}', sv: 'ska kasta {n}' },

  // — actions —
  actions: { en: 'Actions', es: 'Acciones', fr: 'Actions', sv: 'Handlingar' },
  roll: { en: 'Roll the dice', es: 'Tirar los dados', fr: 'Lancer les dés', sv: 'Slå tärningarna' },
  buildRoad: { en: 'Road', es: 'Carretera', fr: 'Route', sv: 'Väg' },
  buildSettlement: { en: 'Settlement', es: 'Poblado', fr: 'Colonie', sv: 'Bosättning' },
  buildCity: { en: 'City', es: 'Ciudad', fr: 'Ville', sv: 'Stad' },
  buyCard: { en: 'Development card', es: 'Carta de desarrollo', fr: 'Carte développement', sv: 'Utvecklingskort' },
  setupHint: { en: 'Set-up: each player places a settlement and a road, then again in reverse order. Choose a lit spot on the board.', es: 'Preparación: cada jugador coloca un poblado y una carretera, y luego otra vez en orden inverso. Elige un punto iluminado del tablero.', fr: 'Mise en place : chacun pose une colonie et une route, puis recommence dans l’ordre inverse. Choisissez un emplacement éclairé.', sv: 'Uppställning: varje spelare placerar en bosättning och en väg, sedan en gång till i omvänd ordning. Välj en upplyst plats på spelplanen.' },
  buildHint: { en: 'Choose a lit spot on the board, or press Esc.', es: 'Elige un punto iluminado del tablero o pulsa Esc.', fr: 'Choisissez un emplacement éclairé sur le plateau, ou appuyez sur Échap.', sv: 'Välj en upplyst plats på spelplanen eller tryck Esc.' },
  trade: { en: 'Trade', es: 'Comerciar', fr: 'Échanger', sv: 'Handla' },
  endTurn: { en: 'End turn', es: 'Terminar turno', fr: 'Finir le tour', sv: 'Avsluta turen' },
  costOf: { en: 'Cost: {cards}', es: 'Coste: {cards}', fr: 'Coût : {cards}', sv: 'Kostnad: {cards}' },
  cannotAfford: { en: 'not enough cards or no legal spot', es: 'faltan cartas o no hay sitio legal', fr: 'pas assez de cartes ou aucun emplacement légal', sv: 'för få kort eller ingen tillåten plats' },

  // — board —
  boardLabel: { en: 'The island of Catan', es: 'La isla de Catan', fr: 'L’île de Catan', sv: 'Ön Catan' },
  hexLabel: { en: '{terrain} {token}', es: '{terrain} {token}', fr: '{terrain} {token}', sv: '{terrain} {token}' },
  robberHere: { en: 'the robber is here', es: 'aquí está el ladrón', fr: 'le voleur est ici', sv: 'rövaren står här' },
  moveRobberTo: { en: 'Move the robber to {hex}', es: 'Mover el ladrón a {hex}', fr: 'Déplacer le voleur sur {hex}', sv: 'Flytta rövaren till {hex}' },
  aRoad: { en: 'Build a road: {where}', es: 'Construir una carretera: {where}', fr: 'Construire une route : {where}', sv: 'Bygg en väg: {where}' },
  aSettlement: { en: 'Build a settlement: {where}', es: 'Construir un poblado: {where}', fr: 'Construire une colonie : {where}', sv: 'Bygg en bosättning: {where}' },
  aCity: { en: 'Build a city: {where}', es: 'Construir una ciudad: {where}', fr: 'Construire une ville : {where}', sv: 'Bygg en stad: {where}' },
  blockedSpot: { en: 'blocked by the distance rule', es: 'bloqueado por la regla de la distancia', fr: 'bloqué par la règle de distance', sv: 'spärrad av avståndsregeln' },
  seaSide: { en: 'the coast', es: 'la costa', fr: 'la côte', sv: 'kusten' },
  between: { en: '{a} and {b}', es: '{a} y {b}', fr: '{a} et {b}', sv: '{a} och {b}' },
  harbor: { en: 'harbor', es: 'puerto', fr: 'port', sv: 'hamn' },
  harborLabel: { en: '{rate} harbor', es: 'puerto {rate}', fr: 'port {rate}', sv: '{rate}-hamn' },
  robber: { en: 'robber', es: 'ladrón', fr: 'voleur', sv: 'rövaren' },

  // — dialogs —
  discardTitle: { en: 'Discard {n} cards', es: 'Descarta {n} cartas', fr: 'Défaussez {n} cartes', sv: 'Kasta {n} kort' },
  discardAbout: { en: 'A 7 was rolled and you hold more than {limit} cards: give half of them, rounded down, back to the bank.', es: 'Ha salido un 7 y tienes más de {limit} cartas: devuelve la mitad, redondeando hacia abajo, a la banca.', fr: 'Un 7 est sorti et vous avez plus de {limit} cartes : rendez-en la moitié, arrondie à l’inférieur, à la banque.', sv: 'En 7:a slogs och du har fler än {limit} kort: lämna hälften, avrundat nedåt, till banken.' },
  chosenOf: { en: '{k} of {n} chosen', es: '{k} de {n} elegidas', fr: '{k} sur {n} choisies', sv: '{k} av {n} valda' },
  discardDo: { en: 'Discard', es: 'Descartar', fr: 'Défausser', sv: 'Kasta' },
  victimTitle: { en: 'Choose whom to rob', es: 'Elige a quién robar', fr: 'Choisissez qui voler', sv: 'Välj vem du stjäl från' },
  victimAbout: { en: 'You take one random resource card from the player you choose.', es: 'Tomas una carta de recurso al azar del jugador que elijas.', fr: 'Vous prenez une carte ressource au hasard au joueur choisi.', sv: 'Du tar ett slumpvis råvarukort från den spelare du väljer.' },
  cardsInHand: { en: '{n} cards in hand', es: '{n} cartas en la mano', fr: '{n} cartes en main', sv: '{n} kort på hand' },
  yopTitle: { en: 'Year of Plenty: take 2 resources', es: 'Descubrimiento: toma 2 recursos', fr: 'Invention : prenez 2 ressources', sv: 'Uppfinning: ta 2 råvaror' },
  yopAbout: { en: 'Choose two cards from the bank, the same or different.', es: 'Elige dos cartas de la banca, iguales o distintas.', fr: 'Choisissez deux cartes de la banque, identiques ou différentes.', sv: 'Välj två kort från banken, lika eller olika.' },
  take: { en: 'Take', es: 'Tomar', fr: 'Prendre', sv: 'Ta' },
  monoTitle: { en: 'Monopoly: name a resource', es: 'Monopolio: nombra un recurso', fr: 'Monopole : nommez une ressource', sv: 'Monopol: välj en råvara' },
  monoAbout: { en: 'Every other player gives you all their cards of it.', es: 'Los demás jugadores te dan todas sus cartas de ese recurso.', fr: 'Tous les autres joueurs vous donnent toutes leurs cartes de cette ressource.', sv: 'Alla andra spelare ger dig alla sina kort av den.' },
  rbTitle: { en: 'Road Building', es: 'Construcción de carreteras', fr: 'Construction de routes', sv: 'Vägbygge' },
  rbAbout: { en: 'Place 2 roads for free, one after the other, on the lit edges.', es: 'Coloca 2 carreteras gratis, una tras otra, en los lados iluminados.', fr: 'Posez 2 routes gratuites, l’une après l’autre, sur les arêtes éclairées.', sv: 'Bygg 2 vägar gratis, en i taget, på de upplysta kanterna.' },
  playCardQ: { en: 'Play {card}?', es: '¿Jugar {card}?', fr: 'Jouer {card} ?', sv: 'Spela {card}?' },

  // — trading —
  tradeTitle: { en: 'Trade', es: 'Comercio', fr: 'Échanges', sv: 'Handel' },
  tradePlayers: { en: 'Trade with players', es: 'Comercio interior', fr: 'Échange entre joueurs', sv: 'Handel mellan spelare' },
  tradeBank: { en: 'Maritime trade', es: 'Comercio marítimo', fr: 'Commerce maritime', sv: 'Handel med banken' },
  youGive: { en: 'You give', es: 'Das', fr: 'Vous donnez', sv: 'Du ger' },
  youGet: { en: 'You get', es: 'Recibes', fr: 'Vous recevez', sv: 'Du får' },
  more: { en: 'More {res}', es: 'Más {res}', fr: 'Plus de {res}', sv: 'Mer {res}' },
  less: { en: 'Less {res}', es: 'Menos {res}', fr: 'Moins de {res}', sv: 'Mindre {res}' },
  offerTable: { en: 'Offer to the table', es: 'Ofrecer a la mesa', fr: 'Proposer à la table', sv: 'Erbjud bordet' },
  offerNoGift: { en: 'Each side gives at least one card.', es: 'Cada parte da al menos una carta.', fr: 'Chaque côté donne au moins une carte.', sv: 'Båda sidor ger minst ett kort.' },
  offerSame: { en: 'A resource cannot be on both sides.', es: 'Un recurso no puede estar en los dos lados.', fr: 'Une ressource ne peut pas être des deux côtés.', sv: 'En råvara kan inte finnas på båda sidor.' },
  offerNotHeld: { en: 'You do not hold those cards.', es: 'No tienes esas cartas.', fr: 'Vous n’avez pas ces cartes.', sv: 'Du har inte de korten.' },
  answers: { en: 'Answers', es: 'Respuestas', fr: 'Réponses', sv: 'Svar' },
  accepts: { en: 'accepts', es: 'acepta', fr: 'accepte', sv: 'godtar' },
  rejects: { en: 'rejects', es: 'rechaza', fr: 'refuse', sv: 'avböjer' },
  counters: { en: 'counters: you give {give}, you get {get}', es: 'contraoferta: das {give}, recibes {get}', fr: 'contre-offre : vous donnez {give}, vous recevez {get}', sv: 'motbud: du ger {give}, du får {get}' },
  tradeWith: { en: 'Trade with {name}', es: 'Cambiar con {name}', fr: 'Échanger avec {name}', sv: 'Byt med {name}' },
  withdraw: { en: 'Withdraw the offer', es: 'Retirar la oferta', fr: 'Retirer l’offre', sv: 'Dra tillbaka budet' },
  nobodyAccepted: { en: 'Nobody accepted. Change the offer or withdraw it.', es: 'Nadie aceptó. Cambia la oferta o retírala.', fr: 'Personne n’a accepté. Modifiez l’offre ou retirez-la.', sv: 'Ingen godtog. Ändra budet eller dra tillbaka det.' },
  botRuleNote: { en: 'Bots accept when they keep one of each card asked for, give no more cards than they get, and your cards complete a build for them.', es: 'Los bots aceptan si conservan una de cada carta pedida, no dan más cartas de las que reciben y tus cartas les completan una construcción.', fr: 'Les bots acceptent s’ils gardent un exemplaire de chaque carte demandée, ne donnent pas plus de cartes qu’ils n’en reçoivent, et si vos cartes complètent une de leurs constructions.', sv: 'Botar godtar om de behåller ett av varje begärt kort, inte ger fler kort än de får och dina kort fullbordar ett bygge för dem.' },
  bankGive: { en: 'Give', es: 'Das', fr: 'Donner', sv: 'Ge' },
  bankGet: { en: 'for one', es: 'por una', fr: 'contre une', sv: 'mot ett' },
  bankDo: { en: 'Trade {give} for {get}', es: 'Cambiar {give} por {get}', fr: 'Échanger {give} contre {get}', sv: 'Byt {give} mot {get}' },
  bankNone: { en: 'You do not hold enough of any resource for a maritime trade.', es: 'No tienes suficiente de ningún recurso para el comercio marítimo.', fr: 'Vous n’avez assez d’aucune ressource pour le commerce maritime.', sv: 'Du har inte tillräckligt av någon råvara för handel med banken.' },
  tradeClosed: { en: 'Trading is possible in your action phase, after the roll.', es: 'Se comercia en tu fase de acciones, tras la tirada.', fr: 'On échange pendant sa phase d’actions, après le lancer.', sv: 'Handel sker i din handlingsfas, efter slaget.' },
  incomingTitle: { en: '{name} offers a trade', es: '{name} propone un intercambio', fr: '{name} propose un échange', sv: '{name} föreslår ett byte' },
  incomingTerms: { en: 'You give {get} and get {give}.', es: 'Das {get} y recibes {give}.', fr: 'Vous donnez {get} et recevez {give}.', sv: 'Du ger {get} och får {give}.' },
  accept: { en: 'Accept', es: 'Aceptar', fr: 'Accepter', sv: 'Godta' },
  reject: { en: 'Reject', es: 'Rechazar', fr: 'Refuser', sv: 'Avböj' },

  // — log —
  lRolled: { en: '{who} rolled {a} + {b} = {n}', es: '{who} sacó {a} + {b} = {n}', fr: '{who} a fait {a} + {b} = {n}', sv: '{who} slog {a} + {b} = {n}' },
  lReceived: { en: '{who} received {cards}', es: '{who} recibió {cards}', fr: '{who} a reçu {cards}', sv: '{who} fick {cards}' },
  lNoProduction: { en: 'Nobody produced anything', es: 'Nadie produjo nada', fr: 'Personne n’a rien produit', sv: 'Ingen fick något' },
  lBuiltRoad: { en: '{who} built a road', es: '{who} construyó una carretera', fr: '{who} a construit une route', sv: '{who} byggde en väg' },
  lBuiltSettlement: { en: '{who} built a settlement', es: '{who} construyó un poblado', fr: '{who} a construit une colonie', sv: '{who} byggde en bosättning' },
  lBuiltCity: { en: '{who} built a city', es: '{who} construyó una ciudad', fr: '{who} a construit une ville', sv: '{who} byggde en stad' },
  lDiscarded: { en: '{who} discarded {cards}', es: '{who} descartó {cards}', fr: '{who} a défaussé {cards}', sv: '{who} kastade {cards}' },
  lRobber: { en: '{who} moved the robber to {hex}', es: '{who} movió el ladrón a {hex}', fr: '{who} a déplacé le voleur sur {hex}', sv: '{who} flyttade rövaren till {hex}' },
  lRobbed: { en: '{who} robbed {victim}', es: '{who} robó a {victim}', fr: '{who} a volé {victim}', sv: '{who} stal från {victim}' },
  lRobbedCard: { en: '{who} robbed {victim}: {card}', es: '{who} robó a {victim}: {card}', fr: '{who} a volé {victim} : {card}', sv: '{who} stal från {victim}: {card}' },
  lRobbedNothing: { en: '{victim} had nothing to steal', es: '{victim} no tenía nada que robar', fr: '{victim} n’avait rien à voler', sv: '{victim} hade inget att stjäla' },
  lBought: { en: '{who} bought a development card', es: '{who} compró una carta de desarrollo', fr: '{who} a acheté une carte développement', sv: '{who} köpte ett utvecklingskort' },
  lBoughtCard: { en: '{who} bought a development card: {card}', es: '{who} compró una carta de desarrollo: {card}', fr: '{who} a acheté une carte développement : {card}', sv: '{who} köpte ett utvecklingskort: {card}' },
  lPlayed: { en: '{who} played {card}', es: '{who} jugó {card}', fr: '{who} a joué {card}', sv: '{who} spelade {card}' },
  lTook: { en: '{who} took {cards} from the bank', es: '{who} tomó {cards} de la banca', fr: '{who} a pris {cards} à la banque', sv: '{who} tog {cards} från banken' },
  lMonopoly: { en: '{who} named {res} and took {n}', es: '{who} nombró {res} y se llevó {n}', fr: '{who} a nommé {res} et en a pris {n}', sv: '{who} valde {res} och tog {n}' },
  lBank: { en: '{who} traded {give} with the bank for {get}', es: '{who} cambió {give} con la banca por {get}', fr: '{who} a échangé {give} contre {get} avec la banque', sv: '{who} bytte {give} mot {get} med banken' },
  lTrade: { en: '{who} gave {give} to {other} for {get}', es: '{who} dio {give} a {other} a cambio de {get}', fr: '{who} a donné {give} à {other} contre {get}', sv: '{who} gav {give} till {other} mot {get}' },
  lEnd: { en: '{who} ended the turn', es: '{who} terminó el turno', fr: '{who} a fini son tour', sv: '{who} avslutade turen' },
  lLongestRoad: { en: '{who} takes Longest Road', es: '{who} se lleva la Mayor Ruta Comercial', fr: '{who} prend la Route la plus longue', sv: '{who} tar Längsta vägen' },
  lLongestRoadAside: { en: 'Longest Road is set aside', es: 'La Mayor Ruta Comercial queda sin dueño', fr: 'La Route la plus longue est mise de côté', sv: 'Längsta vägen läggs åt sidan' },
  lLargestArmy: { en: '{who} takes Largest Army', es: '{who} se lleva el Mayor Ejército', fr: '{who} prend l’Armée la plus grande', sv: '{who} tar Största riddararmén' },
  lWon: { en: '{who} wins!', es: '¡{who} gana!', fr: '{who} gagne !', sv: '{who} vinner!' },
  lOffer: { en: '{who} offered {give} for {get}', es: '{who} ofreció {give} por {get}', fr: '{who} a proposé {give} contre {get}', sv: '{who} bjöd {give} mot {get}' },
  lOfferNone: { en: 'no trade', es: 'sin intercambio', fr: 'pas d’échange', sv: 'inget byte' },
  lCounter: { en: '{who} countered', es: '{who} hizo una contraoferta', fr: '{who} a fait une contre-offre', sv: '{who} lade ett motbud' },
  lTurn: { en: 'Turn {n}: {who}', es: 'Turno {n}: {who}', fr: 'Tour {n} : {who}', sv: 'Tur {n}: {who}' },
  someCards: { en: '{n} cards', es: '{n} cartas', fr: '{n} cartes', sv: '{n} kort' },
  aCard: { en: 'a card', es: 'una carta', fr: 'une carte', sv: 'ett kort' },

  // — end of game —
  endTitle: { en: 'End of the game', es: 'Fin de la partida', fr: 'Fin de la partie', sv: 'Partiet är slut' },
  endWinner: { en: '{name} wins with {vp} victory points after {turns} turns.', es: '{name} gana con {vp} puntos de victoria en {turns} turnos.', fr: '{name} gagne avec {vp} points de victoire en {turns} tours.', sv: '{name} vinner med {vp} segerpoäng efter {turns} turer.' },
  vpBreakdown: { en: 'Victory points', es: 'Puntos de victoria', fr: 'Points de victoire', sv: 'Segerpoäng' },
  colPlayer: { en: 'Player', es: 'Jugador', fr: 'Joueur', sv: 'Spelare' },
  colSettlements: { en: 'Settlements', es: 'Poblados', fr: 'Colonies', sv: 'Bosättningar' },
  colCities: { en: 'Cities', es: 'Ciudades', fr: 'Villes', sv: 'Städer' },
  colVpCards: { en: 'VP cards', es: 'Cartas PV', fr: 'Cartes PV', sv: 'SP-kort' },
  colTotal: { en: 'Total', es: 'Total', fr: 'Total', sv: 'Summa' },
  diceChart: { en: 'Dice rolled ({n} rolls) against the expected count', es: 'Dados obtenidos ({n} tiradas) frente a lo esperado', fr: 'Dés obtenus ({n} lancers) face au nombre attendu', sv: 'Slagna tärningar ({n} slag) mot förväntat antal' },
  expectedLegend: { en: 'expected', es: 'esperado', fr: 'attendu', sv: 'förväntat' },
  rolledLegend: { en: 'rolled', es: 'obtenido', fr: 'obtenu', sv: 'slaget' },
  gainedChart: { en: 'Resources received', es: 'Recursos recibidos', fr: 'Ressources reçues', sv: 'Mottagna råvaror' },
  gainedAbout: { en: 'From the dice (solid) and from set-up, cards and the robber (light).', es: 'De los dados (sólido) y de la preparación, las cartas y el ladrón (claro).', fr: 'Des dés (plein) et de la mise en place, des cartes et du voleur (clair).', sv: 'Från tärningarna (fylld) och från uppställning, kort och rövaren (ljus).' },
  showBoard: { en: 'Look at the board', es: 'Ver el tablero', fr: 'Voir le plateau', sv: 'Visa spelplanen' },
  showResults: { en: 'Results', es: 'Resultados', fr: 'Résultats', sv: 'Resultat' },
  total: { en: 'total', es: 'total', fr: 'total', sv: 'totalt' },

  // — rooms with friends —
  modeBots: { en: 'Play against bots', es: 'Jugar contra bots', fr: 'Jouer contre des bots', sv: 'Spela mot bottar' },
  modeFriends: { en: 'Play with friends', es: 'Jugar con amigos', fr: 'Jouer entre amis', sv: 'Spela med vänner' },
  waitingAnswers: { en: 'Waiting for: {names}', es: 'Esperando a: {names}', fr: 'En attente de : {names}', sv: 'Väntar på: {names}' },
  seatsTitle: { en: 'Seats', es: 'Asientos', fr: 'Places', sv: 'Platser' },
  seatN: { en: 'Seat {n}', es: 'Asiento {n}', fr: 'Place {n}', sv: 'Plats {n}' },
  seatYou: { en: 'You', es: 'Tú', fr: 'Vous', sv: 'Du' },
  seatPerson: { en: 'A friend (invited)', es: 'Un amigo (invitado)', fr: 'Un ami (invité)', sv: 'En vän (inbjuden)' },
  turnTimer: { en: 'Turn timer', es: 'Reloj de turno', fr: 'Minuteur de tour', sv: 'Turtimer' },
  timerOff: { en: 'Off', es: 'Sin reloj', fr: 'Désactivé', sv: 'Av' },
  timerN: { en: '{n} seconds', es: '{n} segundos', fr: '{n} secondes', sv: '{n} sekunder' },
  timerAbout: { en: 'A player who runs out of time has a bot play for them until they are back.', es: 'Si a alguien se le acaba el tiempo, un bot juega por él hasta que vuelva.', fr: 'Un joueur à court de temps est remplacé par un bot jusqu’à son retour.', sv: 'Den som får slut på tid ersätts av en bott tills hen är tillbaka.' },
  createRoom: { en: 'Create the room', es: 'Crear la sala', fr: 'Créer le salon', sv: 'Skapa rummet' },
  lobbyTitle: { en: 'Room: waiting for players', es: 'Sala: esperando a los jugadores', fr: 'Salon : en attente des joueurs', sv: 'Rum: väntar på spelare' },
  invite: { en: 'Invite link', es: 'Enlace de invitación', fr: 'Lien d’invitation', sv: 'Inbjudningslänk' },
  inviteAbout: { en: 'Send it to your friends: each takes a free seat. Without a seat, the link watches the game.', es: 'Envíalo a tus amigos: cada uno ocupa un asiento libre. Sin asiento, el enlace permite mirar la partida.', fr: 'Envoyez-le à vos amis : chacun prend une place libre. Sans place, le lien permet de regarder la partie.', sv: 'Skicka den till dina vänner: var och en tar en ledig plats. Utan plats tittar länken på partiet.' },
  copy: { en: 'Copy', es: 'Copiar', fr: 'Copier', sv: 'Kopiera' },
  copied: { en: 'Copied', es: 'Copiado', fr: 'Copié', sv: 'Kopierad' },
  openSeat: { en: 'Free seat', es: 'Asiento libre', fr: 'Place libre', sv: 'Ledig plats' },
  takeSeat: { en: 'Take this seat', es: 'Ocupar este asiento', fr: 'Prendre cette place', sv: 'Ta den här platsen' },
  leaveSeat: { en: 'Leave my seat', es: 'Dejar mi asiento', fr: 'Quitter ma place', sv: 'Lämna min plats' },
  seatKind: { en: 'Who plays seat {n}', es: 'Quién juega el asiento {n}', fr: 'Qui joue la place {n}', sv: 'Vem spelar plats {n}' },
  startRoom: { en: 'Start the game', es: 'Empezar la partida', fr: 'Commencer la partie', sv: 'Starta partiet' },
  seatsOpen: { en: 'Every friend’s seat must be taken (or given to a bot) before the start.', es: 'Todos los asientos de amigos deben estar ocupados (o dados a un bot) antes de empezar.', fr: 'Chaque place d’ami doit être prise (ou confiée à un bot) avant de commencer.', sv: 'Alla vänplatser måste vara tagna (eller ges till en bott) före start.' },
  waitingHost: { en: 'Waiting for the host to start the game.', es: 'Esperando a que el anfitrión empiece la partida.', fr: 'En attente du lancement par l’hôte.', sv: 'Väntar på att värden startar partiet.' },
  host: { en: 'host', es: 'anfitrión', fr: 'hôte', sv: 'värd' },
  watchingN: { en: '{n} watching', es: '{n} mirando', fr: '{n} spectateurs', sv: '{n} tittar' },
  watching: { en: 'Watching', es: 'Mirando', fr: 'Spectateur', sv: 'Tittar' },
  watchingAbout: { en: 'You are watching: you see what everyone at the table sees, and no one’s hand.', es: 'Estás mirando: ves lo que ve toda la mesa, sin la mano de nadie.', fr: 'Vous regardez : vous voyez ce que voit toute la table, sans la main de personne.', sv: 'Du tittar: du ser det hela bordet ser, ingens hand.' },
  offline: { en: 'offline', es: 'desconectado', fr: 'hors ligne', sv: 'frånkopplad' },
  botPlaysFor: { en: 'a bot plays for them', es: 'un bot juega por él', fr: 'un bot joue à sa place', sv: 'en bott spelar åt hen' },
  youAway: { en: 'A bot is playing for you until you are back.', es: 'Un bot juega por ti hasta que vuelvas.', fr: 'Un bot joue à votre place jusqu’à votre retour.', sv: 'En bott spelar åt dig tills du är tillbaka.' },
  takeBack: { en: 'I’m back', es: 'Ya estoy aquí', fr: 'Je suis de retour', sv: 'Jag är tillbaka' },
  timeLeft: { en: '{n} s left', es: 'quedan {n} s', fr: 'reste {n} s', sv: '{n} s kvar' },
  chat: { en: 'Chat', es: 'Chat', fr: 'Discussion', sv: 'Chatt' },
  chatSay: { en: 'Say something to the table', es: 'Di algo a la mesa', fr: 'Dites quelque chose à la table', sv: 'Säg något till bordet' },
  send: { en: 'Send', es: 'Enviar', fr: 'Envoyer', sv: 'Skicka' },
  noChat: { en: 'No messages yet.', es: 'Aún no hay mensajes.', fr: 'Pas encore de message.', sv: 'Inga meddelanden än.' },
  nJoined: { en: '{name} took a seat', es: '{name} ocupó un asiento', fr: '{name} a pris une place', sv: '{name} tog en plats' },
  nAway: { en: '{name} is away: a bot plays for them', es: '{name} no está: un bot juega por él', fr: '{name} est absent : un bot joue à sa place', sv: '{name} är borta: en bott spelar åt hen' },
  nBack: { en: '{name} is back', es: '{name} ha vuelto', fr: '{name} est de retour', sv: '{name} är tillbaka' },
  nTimeout: { en: '{name} ran out of time: a bot plays for them', es: 'A {name} se le acabó el tiempo: un bot juega por él', fr: '{name} est à court de temps : un bot joue à sa place', sv: '{name} fick slut på tid: en bott spelar åt hen' },
  nLeft: { en: '{name} left: a bot plays for them', es: '{name} se fue: un bot juega por él', fr: '{name} est parti : un bot joue à sa place', sv: '{name} gick: en bott spelar åt hen' },
  nStarted: { en: 'The game begins', es: 'Empieza la partida', fr: 'La partie commence', sv: 'Partiet börjar' },
  roomGone: { en: 'There is no such room.', es: 'No existe esa sala.', fr: 'Ce salon n’existe pas.', sv: 'Det finns inget sådant rum.' },
  backHome: { en: 'Back to the start', es: 'Volver al inicio', fr: 'Retour à l’accueil', sv: 'Tillbaka till start' },
  leaveRoom: { en: 'Leave the room', es: 'Salir de la sala', fr: 'Quitter le salon', sv: 'Lämna rummet' },
  confirmQuit: { en: 'Leave the game? A bot will play your seat.', es: '¿Abandonar la partida? Un bot jugará tu asiento.', fr: 'Quitter la partie ? Un bot jouera votre place.', sv: 'Lämna partiet? En bott spelar din plats.' },
  finishedGames: { en: 'Finished games', es: 'Partidas terminadas', fr: 'Parties terminées', sv: 'Avslutade partier' },
  noGames: { en: 'No finished games yet.', es: 'Aún no hay partidas terminadas.', fr: 'Pas encore de partie terminée.', sv: 'Inga avslutade partier än.' },
  wonBy: { en: 'won by {name}', es: 'ganada por {name}', fr: 'gagnée par {name}', sv: 'vunnen av {name}' },
  // — replays and the dice check —
  replay: { en: 'Replay', es: 'Repetición', fr: 'Rediffusion', sv: 'Repris' },
  watchReplay: { en: 'Watch the replay', es: 'Ver la repetición', fr: 'Voir la rediffusion', sv: 'Se reprisen' },
  downloadRecord: { en: 'Download the record', es: 'Descargar el registro', fr: 'Télécharger l’enregistrement', sv: 'Ladda ner protokollet' },
  openRecord: { en: 'Open a record file', es: 'Abrir un archivo de registro', fr: 'Ouvrir un fichier d’enregistrement', sv: 'Öppna en protokollfil' },
  seenBy: { en: 'Seen by', es: 'Visto por', fr: 'Vu par', sv: 'Sett av' },
  allOpen: { en: 'Everyone (all cards open)', es: 'Todos (cartas a la vista)', fr: 'Tout le monde (cartes visibles)', sv: 'Alla (alla kort synliga)' },
  replayPlay: { en: 'Play', es: 'Reproducir', fr: 'Lecture', sv: 'Spela upp' },
  replayPause: { en: 'Pause', es: 'Pausa', fr: 'Pause', sv: 'Paus' },
  toStart: { en: 'To the start', es: 'Al principio', fr: 'Au début', sv: 'Till början' },
  toEnd: { en: 'To the end', es: 'Al final', fr: 'À la fin', sv: 'Till slutet' },
  stepBack: { en: 'One step back', es: 'Un paso atrás', fr: 'Un pas en arrière', sv: 'Ett steg bakåt' },
  stepForward: { en: 'One step forward', es: 'Un paso adelante', fr: 'Un pas en avant', sv: 'Ett steg framåt' },
  moveKofN: { en: 'Move {k} of {n}', es: 'Jugada {k} de {n}', fr: 'Coup {k} sur {n}', sv: 'Drag {k} av {n}' },
  seek: { en: 'Seek', es: 'Buscar', fr: 'Aller à', sv: 'Sök' },
  replaySpeed: { en: 'Speed', es: 'Velocidad', fr: 'Vitesse', sv: 'Hastighet' },
  replayNotEnded: { en: 'The replay opens once the game has ended.', es: 'La repetición se abre cuando termina la partida.', fr: 'La rediffusion s’ouvre une fois la partie terminée.', sv: 'Reprisen öppnas när partiet är slut.' },
  replayBad: { en: 'This is not a record this game can replay: {error}', es: 'Este no es un registro que se pueda repetir: {error}', fr: 'Cet enregistrement ne peut pas être rejoué : {error}', sv: 'Det här protokollet kan inte spelas upp: {error}' },
  replayOpenAbout: { en: 'A record file (JSON) from this game or another: it is replayed here, in your browser.', es: 'Un archivo de registro (JSON) de esta u otra partida: se repite aquí, en tu navegador.', fr: 'Un fichier d’enregistrement (JSON) de ce jeu ou d’un autre : il est rejoué ici, dans votre navigateur.', sv: 'En protokollfil (JSON) från det här spelet eller ett annat: den spelas upp här, i din webbläsare.' },
  diceCheck: { en: 'Dice anyone can check', es: 'Dados que cualquiera puede comprobar', fr: 'Des dés vérifiables par tous', sv: 'Tärningar som alla kan kontrollera' },
  commitment: { en: 'Commitment (sha256 of the seed, published at the start)', es: 'Compromiso (sha256 de la semilla, publicado al empezar)', fr: 'Engagement (sha256 de la graine, publié au début)', sv: 'Åtagande (sha256 av fröet, publicerat vid start)' },
  seedRevealed: { en: 'Seed (revealed at the end)', es: 'Semilla (revelada al final)', fr: 'Graine (révélée à la fin)', sv: 'Frö (avslöjat vid slutet)' },
  verifyHint: { en: 'Download the record and run: npx catan verify FILE — it proves every roll, steal and draw came from this seed.', es: 'Descarga el registro y ejecuta: npx catan verify FILE — prueba que cada tirada, robo y carta salió de esta semilla.', fr: 'Téléchargez l’enregistrement et lancez : npx catan verify FILE — il prouve que chaque lancer, vol et pioche vient de cette graine.', sv: 'Ladda ner protokollet och kör: npx catan verify FILE – det bevisar att varje slag, stöld och dragning kom från det här fröet.' },

  // — refusals (by engine code; the English message is shown as the engine wrote it) —
  refused: { en: 'Not allowed', es: 'No permitido', fr: 'Non autorisé', sv: 'Inte tillåtet' },
} satisfies Record<string, Entry>;

export type Key = keyof typeof S;
export const STRINGS: Record<Key, Entry> = S;

/** Refusal sentences by engine error code, for the languages other than English. */
export const REFUSALS: Record<string, Entry> = {
  'cannot-afford': { en: '', es: 'No tienes las cartas necesarias (§5).', fr: 'Vous n’avez pas les cartes nécessaires (§5).', sv: 'Du har inte de kort som behövs (§5).' },
  'distance-rule': { en: '', es: 'Regla de la distancia: ningún poblado junto a otro edificio, ni siquiera propio (§5).', fr: 'Règle de distance : pas de colonie à côté d’un autre bâtiment, même à vous (§5).', sv: 'Avståndsregeln: ingen bosättning intill en annan byggnad, inte ens en egen (§5).' },
  occupied: { en: '', es: 'Ese lugar ya está ocupado (§5).', fr: 'Cet emplacement est déjà occupé (§5).', sv: 'Den platsen är redan upptagen (§5).' },
  'not-connected': { en: '', es: 'Debe tocar una de tus carreteras, sin pasar por un edificio rival (§5).', fr: 'Cela doit toucher une de vos routes, sans traverser un bâtiment adverse (§5).', sv: 'Det måste ansluta till en av dina vägar, inte genom en motståndares byggnad (§5).' },
  'not-your-turn': { en: '', es: 'No es tu turno (§4).', fr: 'Ce n’est pas votre tour (§4).', sv: 'Det är inte din tur (§4).' },
  'wrong-phase': { en: '', es: 'Eso no se puede hacer ahora (§4).', fr: 'Ce n’est pas possible maintenant (§4).', sv: 'Det går inte just nu (§4).' },
  'discard-count': { en: '', es: 'Descarta exactamente la mitad de tus cartas, redondeando hacia abajo (§4.3).', fr: 'Défaussez exactement la moitié de vos cartes, arrondie à l’inférieur (§4.3).', sv: 'Kasta exakt hälften av dina kort, avrundat nedåt (§4.3).' },
  'not-held': { en: '', es: 'Esas cartas no están en la mano (§7).', fr: 'Ces cartes ne sont pas en main (§7).', sv: 'De korten finns inte på hand (§7).' },
  'trade-gift': { en: '', es: 'Sin regalos: cada parte da al menos una carta (§7).', fr: 'Pas de cadeau : chaque côté donne au moins une carte (§7).', sv: 'Inga gåvor: båda sidor ger minst ett kort (§7).' },
  'trade-same-resource': { en: '', es: 'Un recurso no puede estar en los dos lados (§7).', fr: 'Une ressource ne peut pas être des deux côtés (§7).', sv: 'En råvara kan inte finnas på båda sidor (§7).' },
  'trade-then-build': { en: '', es: 'Primero comerciar, luego construir: ya no se puede comerciar este turno (§11).', fr: 'Échanger, puis construire : plus d’échange ce tour-ci (§11).', sv: 'Handla först, bygg sedan: ingen mer handel den här turen (§11).' },
  'one-card-per-turn': { en: '', es: 'Solo una carta de desarrollo por turno (§8).', fr: 'Une seule carte développement par tour (§8).', sv: 'Bara ett utvecklingskort per tur (§8).' },
  'bought-this-turn': { en: '', es: 'Una carta comprada este turno no se juega hasta el siguiente (§8).', fr: 'Une carte achetée ce tour-ci ne se joue qu’au suivant (§8).', sv: 'Ett kort köpt den här turen kan spelas först nästa tur (§8).' },
  'robber-must-move': { en: '', es: 'El ladrón debe ir a otro hexágono (§6).', fr: 'Le voleur doit aller sur un autre hexagone (§6).', sv: 'Rövaren måste flytta till en annan ruta (§6).' },
  'victim-required': { en: '', es: 'Elige a quién robar: es obligatorio (§6).', fr: 'Choisissez qui voler : c’est obligatoire (§6).', sv: 'Välj vem du stjäl från: det är obligatoriskt (§6).' },
  'bank-rate': { en: '', es: 'El comercio marítimo va a tu mejor cambio (§7).', fr: 'Le commerce maritime se fait à votre meilleur taux (§7).', sv: 'Handel med banken sker till din bästa kurs (§7).' },
  'bank-empty': { en: '', es: 'La banca no tiene esa carta (§7).', fr: 'La banque n’a plus cette carte (§7).', sv: 'Banken har inte det kortet (§7).' },
  'answer-first': { en: '', es: 'Responde primero a la oferta de la mesa (§7).', fr: 'Répondez d’abord à l’offre sur la table (§7).', sv: 'Svara först på budet på bordet (§7).' },
  'game-over': { en: '', es: 'La partida ha terminado (§10).', fr: 'La partie est terminée (§10).', sv: 'Partiet är slut (§10).' },
};

export function t(lang: Lang, key: Key, vars: Record<string, string | number> = {}): string {
  const s = STRINGS[key][lang] || STRINGS[key].en;
  return s.replace(/\{(\w+)\}/g, (m, k: string) => (k in vars ? String(vars[k]) : m));
}

/** The refusal in the reader's language: the engine's own sentence in English, ours otherwise. */
export function refusalText(lang: Lang, code: string, message: string): string {
  if (lang === 'en') return message;
  const r = REFUSALS[code]?.[lang];
  return r || message;
}

export function resName(lang: Lang, r: Resource): string { return RESOURCE_NAMES[r][lang]; }
export function cardName(lang: Lang, c: DevCard): string { return CARD_NAMES[c][lang]; }
export function terrainName(lang: Lang, tr: Terrain): string { return TERRAIN_NAMES[tr][lang]; }
export function colorName(lang: Lang, c: Color): string { return COLOR_NAMES[c][lang]; }
export function pieceName(lang: Lang, p: 'road' | 'settlement' | 'city'): string { return PIECE_NAMES[p][lang]; }
export function harborName(lang: Lang, kind: HarborKind): string {
  return kind === '3:1' ? t(lang, 'harborLabel', { rate: '3:1' }) : t(lang, 'harborLabel', { rate: `2:1 ${resName(lang, kind)}` });
}

/** The language the browser prefers among ours, English otherwise. */
export function guessLang(prefs: readonly string[]): Lang {
  for (const p of prefs) {
    const base = p.toLowerCase().slice(0, 2);
    if ((LANGS as readonly string[]).includes(base)) return base as Lang;
  }
  return 'en';
}
