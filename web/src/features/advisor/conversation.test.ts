import { type Turn, lastConstraints, parseConversation, serializeConversation } from './conversation';

const reply = {
  mode: 'EMBEDDED',
  kind: 'RECOMMENDATIONS',
  question: null,
  text: null,
  constraints: {
    __typename: 'AdvisorConstraints',
    topic: 'process',
    count: 5,
    minSlides: null,
    maxSlides: null,
    category: null,
    maxPrice: 15,
    currency: 'EUR',
    style: 'DARK',
    colour: null,
  },
  diagrams: [
    {
      id: 'abc',
      legacyId: 1033,
      url: 'five-step-process',
      title: 'Five-Step Process Flow Diagram',
      isNew: false,
      slideCount: 5,
      image: { url: '/uploads/diagram-1033.svg', width: 1600, height: 900 },
      price: { amount: '12.42', currency: 'EUR' },
    },
  ],
} as const;

const conversation = [
  { from: 'visitor', text: 'a five-step process under 15 €' },
  { from: 'advisor', reply },
] as unknown as Turn[];

describe('the stored advisor conversation', () => {
  it('reads back what it stored, so a reload shows the same conversation', () => {
    const read = parseConversation(serializeConversation(conversation));
    expect(read).toHaveLength(2);
    expect(read[0]).toEqual({ from: 'visitor', text: 'a five-step process under 15 €' });
    expect(read[1].from === 'advisor' && read[1].reply.diagrams[0].legacyId).toBe(1033);
  });

  it.each([
    ['not JSON', '{"from":'],
    ['not a list', '{"from":"visitor"}'],
    ['an unknown mode', JSON.stringify([{ from: 'advisor', reply: { ...reply, mode: 'ORACLE' } }])],
    ['a message past the limit', JSON.stringify([{ from: 'visitor', text: 'x'.repeat(501) }])],
    ['a diagram without a price', JSON.stringify([{ from: 'advisor', reply: { ...reply, diagrams: [{ id: 'x' }] } }])],
  ])('discards a corrupt value (%s) rather than failing', (_, raw) => {
    expect(parseConversation(raw)).toEqual([]);
  });

  it('keeps the last 40 turns only', () => {
    const long = Array.from({ length: 50 }, (_, i) => ({ from: 'visitor', text: `message ${i}` }) as Turn);
    const read = parseConversation(serializeConversation(long));
    expect(read).toHaveLength(40);
    expect(read[0]).toEqual({ from: 'visitor', text: 'message 10' });
  });

  it("sends the last reply's constraints with the next message, without Apollo's __typename", () => {
    const { __typename, ...constraints } = reply.constraints;
    expect(lastConstraints(conversation)).toEqual(constraints);
    expect(lastConstraints([])).toBeNull();
  });
});
