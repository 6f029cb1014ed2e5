import { becomesLandTypeSentence, becomesOfChoiceSentence, landTypeStatic } from './land-types';

describe('grammar: "of your choice" and land types (608.2d, 305.7)', () => {
  it('reads "becomes the color / creature type / basic land type of your choice until end of turn"', () => {
    expect(becomesOfChoiceSentence('CARDNAME becomes the color of your choice until end of turn')).toEqual({
      subject: 'CARDNAME',
      what: 'color',
    });
    expect(becomesOfChoiceSentence('CARDNAME becomes the creature type of your choice until end of turn')).toMatchObject({
      what: 'creatureType',
    });
    expect(becomesOfChoiceSentence('Target land you control becomes the basic land type of your choice until end of turn')).toEqual({
      subject: 'Target land you control',
      what: 'basicLandType',
    });
  });

  it('refuses a spell as the subject, a basic land type for a non-land, another duration', () => {
    expect(becomesOfChoiceSentence('Target spell or permanent becomes the color of your choice until end of turn')).toBeNull();
    expect(becomesOfChoiceSentence('Target creature becomes the basic land type of your choice until end of turn')).toBeNull();
    expect(becomesOfChoiceSentence('CARDNAME becomes the color of your choice')).toBeNull();
  });

  it('reads "Target land becomes an Island [until end of turn]"; refuses two types to choose among', () => {
    expect(becomesLandTypeSentence('Target land becomes an Island until end of turn')).toEqual({
      subject: 'Target land',
      landTypes: ['Island'],
      permanent: false,
    });
    expect(becomesLandTypeSentence('Target land becomes a Forest')).toMatchObject({ landTypes: ['Forest'], permanent: true });
    expect(becomesLandTypeSentence('Target land becomes a Plains or an Island until end of turn')).toBeNull();
    expect(becomesLandTypeSentence('Target land becomes an Island in addition to its other types')).toBeNull();
  });

  it('reads the static lines; refuses "in addition to their other types" and types that are not basic', () => {
    expect(landTypeStatic('Enchanted land is a Swamp.')).toEqual({
      kind: 'setLandTypes',
      affected: { kind: 'enchanted' },
      landTypes: ['Swamp'],
    });
    expect(landTypeStatic('Enchanted land is a Mountain, Forest, and Plains.')).toMatchObject({
      landTypes: ['Mountain', 'Forest', 'Plains'],
    });
    expect(landTypeStatic('Nonbasic lands are Mountains.')).toMatchObject({
      affected: {
        kind: 'objects',
        of: {
          filters: [
            { kind: 'type', anyOf: ['Land'] },
            { kind: 'not', filter: { kind: 'supertype', anyOf: ['Basic'] } },
          ],
        },
      },
    });
    expect(landTypeStatic('All Mountains are Plains.')).toMatchObject({
      affected: { kind: 'objects', of: { filters: [{ kind: 'subtype', anyOf: ['Mountain'] }] } },
      landTypes: ['Plains'],
    });
    expect(landTypeStatic('All lands are Islands in addition to their other types.')).toBeNull();
    expect(landTypeStatic('Enchanted land is a 2/2 blue Elemental creature with flying.')).toBeNull();
    expect(landTypeStatic('Enchanted land is a Gate.')).toBeNull();
    expect(landTypeStatic('Nonbasic lands are Swamps and Swamps.')).toBeNull();
  });
});
