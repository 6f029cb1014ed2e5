import type { Answer, CardCatalog } from '@app/engine';

/**
 * What a ruling is searched by: the rules its answer cites and the cards its board names.
 * Plain functions over the JSON of the request and the answer; no rules knowledge here.
 */

/** Every distinct rule number of the answer's trace and violations, in rule order. */
export function rulesCited(answer: Pick<Answer, 'trace' | 'violations'>): string[] {
  const numbers = new Set<string>();
  for (const entry of [...answer.trace, ...answer.violations]) {
    if (typeof entry.rule === 'string' && entry.rule !== '') numbers.add(entry.rule);
  }
  return [...numbers].sort(compareRuleNumbers);
}

/** `116.3` < `117.3d` < `305.2` < `305.2a` < `702.2c` < `702.19b`: by section, rule, then letters. */
export function compareRuleNumbers(a: string, b: string): number {
  const pa = RULE_PARTS.exec(a);
  const pb = RULE_PARTS.exec(b);
  if (!pa || !pb) return a < b ? -1 : a > b ? 1 : 0;
  const section = Number(pa[1]) - Number(pb[1]);
  if (section !== 0) return section;
  const rule = Number(pa[2] ?? -1) - Number(pb[2] ?? -1);
  if (rule !== 0) return rule;
  const letters = (pa[3] ?? '').length - (pb[3] ?? '').length;
  if (letters !== 0) return letters;
  return (pa[3] ?? '') < (pb[3] ?? '') ? -1 : (pa[3] ?? '') > (pb[3] ?? '') ? 1 : 0;
}

const RULE_PARTS = /^(\d+)(?:\.(\d+)([a-z]*))?$/;

/** A rule number as the `rule` search accepts it: a section (`305`), a rule (`305.2`), a sub-rule (`305.2a`). */
export const RULE_NUMBER = /^\d{1,4}(\.\d{1,4}[a-z]{0,2})?$/;

/** The key a card name is stored and searched under: case-insensitive beyond ASCII (`Æther`, `Forêt`). */
export function cardKey(name: string): string {
  return name.normalize('NFC').toLowerCase();
}

/**
 * The cards a ruling involves, by name: every card named in the players' hands, libraries and
 * graveyards, on the battlefield, the stack, in exile and the command zone, of the request's board
 * and of the answer's board; a catalog card named in French also under its English name.
 * Distinct case-insensitively (the catalog's spelling, else the first one met), sorted by that key.
 */
export function cardsInvolved(boards: unknown[], catalog?: CardCatalog): string[] {
  const names = new Map<string, string>();
  const add = (name: string): void => {
    const trimmed = name.trim();
    if (trimmed === '') return;
    if (!names.has(cardKey(trimmed))) names.set(cardKey(trimmed), trimmed);
  };
  const addCard = (card: unknown): void => {
    if (typeof card === 'string') {
      // The catalog's spelling first: "lightning bolt" is listed as "Lightning Bolt".
      const known = catalog?.find(card);
      if (known) add(known.name);
      add(card);
    } else if (isRecord(card) && typeof card.name === 'string') {
      add(card.name); // an inline definition (CONTRACT §1)
    }
  };
  const addZone = (zone: unknown): void => {
    if (!Array.isArray(zone)) return; // {"count": N}: a hidden zone names no card
    for (const entry of zone) {
      if (typeof entry === 'string')
        addCard(entry); // an entry that is only a name
      else if (isRecord(entry)) addCard(entry.card); // {"hidden": true} has none
    }
  };
  for (const board of boards) {
    if (!isRecord(board)) continue;
    if (Array.isArray(board.players)) {
      for (const player of board.players) {
        if (!isRecord(player)) continue;
        for (const zone of PLAYER_ZONES) addZone(player[zone]);
      }
    }
    for (const zone of SHARED_ZONES) addZone(board[zone]);
  }
  return [...names.keys()].sort().map((key) => names.get(key) as string);
}

const PLAYER_ZONES = ['hand', 'library', 'graveyard'] as const;
const SHARED_ZONES = ['battlefield', 'stack', 'exile', 'command'] as const;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
