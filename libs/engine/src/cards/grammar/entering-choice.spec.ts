import { enteringChoiceStatic } from './entering-choice';

/** 614.12a: "As CARDNAME enters, choose ..." read into a chooseAsEnters static effect; other shapes stay unread. */
describe('entering-choice grammar: choose as it enters', () => {
  it.each([
    ['As CARDNAME enters the battlefield, choose a color.', 'color'],
    ['As CARDNAME enters, choose a color.', 'color'],
    ['As CARDNAME enters the battlefield, choose a creature type.', 'creatureType'],
    ['As CARDNAME enters the battlefield, choose an opponent.', 'opponent'],
    ['As CARDNAME enters, choose a player.', 'player'],
  ])('%s', (line, choice) => {
    expect(enteringChoiceStatic(line)).toEqual({ kind: 'static', effects: [{ kind: 'chooseAsEnters', choice }], text: line });
  });

  it.each([
    'As CARDNAME enters the battlefield, choose a color other than red.',
    'As CARDNAME enters the battlefield, choose two colors.',
    'As CARDNAME enters the battlefield, choose a color',
    'As CARDNAME enters the battlefield, choose a card type.',
    'As CARDNAME enters the battlefield, choose a nonland card name.',
    'As CARDNAME enters the battlefield, choose a basic land type.',
    'As another creature enters the battlefield, choose a color.',
    'When CARDNAME enters the battlefield, choose a color.',
  ])('refused: %s', (line) => {
    expect(enteringChoiceStatic(line)).toBeNull();
  });

  it('the shock lands are still read', () => {
    expect(
      enteringChoiceStatic("As CARDNAME enters the battlefield, you may pay 2 life. If you don't, CARDNAME enters the battlefield tapped."),
    ).toMatchObject({ effects: [{ kind: 'payLifeOrEntersTapped', life: 2 }] });
  });
});
