import type { ExampleObject } from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';

/**
 * The examples of openapi.yaml. Requests are the test vectors' (test/vectors/NNN-*.json, checked
 * equal by test/openapi.e2e-spec.ts); each error example is the body the server really answers to
 * the request example of the same name (checked by sending it), so "Try it out" shows the truth.
 */
type Examples = Record<string, ExampleObject>;

const players = (alice: Record<string, unknown>, bob: Record<string, unknown> = {}) => [
  { id: 'alice', ...alice, library: { count: 30 } },
  { id: 'bob', ...bob, library: { count: 30 } },
];
const mainPhase = { number: 3, active: 'alice', step: 'first-main', priority: 'alice' };

/** test/vectors/001: play a land in your main phase. */
const landPlay = {
  state: { players: players({ hand: [{ id: 'h1', card: 'Forest' }] }), battlefield: [], turn: mainPhase },
  action: { type: 'playLand', player: 'alice', card: 'h1' },
};
/** test/vectors/002: a second land in one turn is illegal. */
const secondLand = {
  state: {
    players: [
      { id: 'alice', hand: [{ id: 'h1', card: 'Forest' }], landsPlayedThisTurn: 1, library: { count: 30 } },
      { id: 'bob', library: { count: 30 } },
    ],
    battlefield: [],
    turn: mainPhase,
  },
  action: { type: 'playLand', player: 'alice', card: 'h1' },
};
/** test/vectors/004: Lightning Bolt goes on the stack and its caster gets priority. */
const boltCast = {
  state: {
    players: players({ hand: [{ id: 'h1', card: 'Lightning Bolt' }] }),
    battlefield: [{ id: 'm1', card: 'Mountain', controller: 'alice' }],
    turn: mainPhase,
  },
  action: { type: 'cast', player: 'alice', card: 'h1', targets: ['bob'] },
};
/** test/vectors/005: Lightning Bolt resolves when both players pass. */
const boltResolves = {
  state: {
    players: players({ hand: [{ id: 'h1', card: 'Lightning Bolt' }] }, { life: 10 }),
    battlefield: [{ id: 'm1', card: 'Mountain', controller: 'alice' }],
    turn: mainPhase,
  },
  actions: [
    { type: 'cast', player: 'alice', card: 'h1', targets: ['bob'] },
    { type: 'pass', player: 'alice' },
    { type: 'pass', player: 'bob' },
  ],
};

/** The vectors the request examples come from, by vector number. */
export const VECTOR_EXAMPLES: Record<string, unknown> = { '001': landPlay, '002': secondLand, '004': boltCast, '005': boltResolves };

const badFields = {
  state: { players: [{ id: 'alice', life: 'x' }, { id: 'bob' }], turn: { step: 'brunch' } },
  action: { type: 'playLand', player: 'alice' },
};
const unknownCard = {
  state: { ...landPlay.state, battlefield: [{ id: 'x', card: 'Unheard Of Card', controller: 'alice' }] },
  action: { type: 'pass', player: 'alice' },
};

export const ADJUDICATION_REQUEST_EXAMPLES: Examples = {
  playLand: { summary: 'Play a land in your main phase (vector 001)', value: landPlay },
  secondLand: { summary: 'A second land in one turn: a 200 verdict, illegal (vector 002)', value: secondLand },
  boltCast: { summary: 'Cast Lightning Bolt at bob (vector 004)', value: boltCast },
  boltResolves: { summary: 'Cast, pass, pass: the Bolt resolves, bob at 7 (vector 005)', value: boltResolves },
  badFields: { summary: '400: not a board and not an action, every bad field named', value: badFields },
  unknownCard: { summary: '422: a board the rules cannot hold (108.1: no such card)', value: unknownCard },
};

export const LEGAL_ACTIONS_REQUEST_EXAMPLES: Examples = {
  boltInHand: { summary: 'Alice in her main phase with a Mountain and Lightning Bolt (vector 004)', value: { state: boltCast.state } },
  limited: { summary: 'The same, trying at most 50 candidate actions', value: { state: boltCast.state, limit: 50 } },
  badFields: { summary: '400: not a board, every bad field named', value: { state: badFields.state } },
  unknownCard: { summary: '422: a board the rules cannot hold', value: { state: unknownCard.state } },
};

export const RULING_REQUEST_EXAMPLES: Examples = {
  secondLand: {
    summary: 'A second land in one turn (vector 002)',
    value: {
      title: 'A second land in one turn',
      question: 'Alice has played a Forest this turn. May she play another land in the same main phase?',
      request: secondLand,
    },
  },
  badFields: {
    summary: '400: a malformed embedded board, its fields named under request.',
    value: { title: 'Broken', question: 'What?', request: badFields },
  },
  blankTitle: { summary: '400: a blank title', value: { title: '   ', question: 'What?', request: secondLand } },
  unknownCard: {
    summary: '422: the embedded board is one the rules cannot hold',
    value: { title: 'Unknown card', question: '?', request: unknownCard },
  },
};

const problem = (type: string, title: string, status: number, detail: string, extra: Record<string, unknown> = {}) => ({
  type: `/problems/${type}`,
  title,
  status,
  detail,
  ...extra,
});

const badFieldErrors = [
  { field: 'state.players[0].life', message: 'must be an integer (at most 1000000000 in size)', code: 'INVALID_FIELD' },
  {
    field: 'state.turn.step',
    message:
      'one of untap, upkeep, draw, first-main, beginning-of-combat, declare-attackers, declare-blockers, first-strike-damage, combat-damage, end-of-combat, second-main, end, cleanup',
    code: 'INVALID_FIELD',
  },
  { field: 'action.card', message: 'required: the id of the land card', code: 'INVALID_FIELD' },
];
const unknownCardViolation = {
  code: 'UNKNOWN_CARD',
  rule: '108.1',
  message: 'no card named "Unheard Of Card" in the catalog (English or French name)',
  path: 'state.battlefield[0].card',
};

export const ERROR_EXAMPLES = {
  adjudication400: {
    badFields: {
      summary: 'Every bad field named',
      value: problem('invalid-request', 'invalid request', 400, `3 invalid field(s): ${badFieldErrors.map((e) => e.field).join(', ')}`, {
        errors: badFieldErrors,
      }),
    },
  },
  legalActions400: {
    badFields: {
      summary: 'Every bad field named',
      value: problem(
        'invalid-request',
        'invalid request',
        400,
        `2 invalid field(s): ${badFieldErrors
          .slice(0, 2)
          .map((e) => e.field)
          .join(', ')}`,
        { errors: badFieldErrors.slice(0, 2) },
      ),
    },
  },
  impossible422: {
    unknownCard: {
      summary: 'The rule the board breaks',
      value: problem(
        'impossible-board',
        'impossible board',
        422,
        `${unknownCardViolation.path}: ${unknownCardViolation.message} (rule 108.1)`,
        { violations: [unknownCardViolation] },
      ),
    },
  },
  ruling400: {
    badFields: {
      summary: 'The fields of the embedded request, named under request.',
      value: problem(
        'invalid-request',
        'invalid request',
        400,
        `3 invalid field(s): ${badFieldErrors.map((e) => `request.${e.field}`).join(', ')}`,
        { errors: badFieldErrors.map((e) => ({ ...e, field: `request.${e.field}` })) },
      ),
    },
    blankTitle: {
      summary: 'A blank title',
      value: problem('invalid-request', 'invalid request', 400, '1 invalid field(s): title', {
        errors: [{ field: 'title', message: 'title must be 1 to 200 characters long, not blank' }],
      }),
    },
  },
  ruling422: {
    unknownCard: {
      summary: 'The rule the embedded board breaks, its path under request.',
      value: problem(
        'impossible-board',
        'impossible board',
        422,
        `request: ${unknownCardViolation.path}: ${unknownCardViolation.message} (rule 108.1)`,
        { violations: [{ ...unknownCardViolation, path: `request.${unknownCardViolation.path}` }] },
      ),
    },
  },
  tooLarge413: {
    tooLarge: {
      summary: 'Body over the limit',
      value: problem('body-too-large', 'body too large', 413, 'The request body is larger than the limit of this service.'),
    },
  },
} satisfies Record<string, Examples>;
