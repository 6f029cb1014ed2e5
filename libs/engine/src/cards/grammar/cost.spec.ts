import { restrictionSentence } from './cost';

describe('restrictionSentence: "Activate only if [condition]" (602.5b)', () => {
  it('reads a condition of the grammar (threshold)', () => {
    expect(restrictionSentence('Activate this ability only if seven or more cards are in your graveyard')).toMatchObject({
      kind: 'condition',
      text: 'seven or more cards are in your graveyard',
    });
  });

  it('still reads "if you control a Swamp" as before', () => {
    expect(restrictionSentence('Activate only if you control a Swamp')).toMatchObject({ kind: 'onlyIf', text: 'a Swamp' });
  });

  it('refuses a condition it does not read', () => {
    expect(restrictionSentence('Activate only if an opponent was dealt flurble this turn')).toBeNull();
  });
});
