import { createLocalEngine } from '../src';
import { classifyReview } from '../src/local/reviewClassifier';
import { textSentiment } from '../src/local/sentiment';

/**
 * The review reading's rules, each on texts written for this test (not taken from the evaluation set,
 * packages/ai/eval, whose held-out half must stay unseen).
 */
describe('review sentiment', () => {
  it.each([
    // Irrealis: what was hoped or might have been is no verdict.
    ['It should have been great, but it is a disaster.', 'negative'],
    ['On paper it sounds brilliant; on screen it is a bore.', 'negative'],
    ['I expected to hate it and ended up loving it.', 'positive'],
    ['I went in skeptical and came out a fan.', 'positive'],
    ['A good film that could have been great.', 'mixed'],
    // Rhetorical questions doubt the praise they ask about.
    ['Is this supposed to be funny?', 'negative'],
    ['Who thought this was a good idea?', 'negative'],
    // The reviewer's taste before the film is not a verdict on it.
    ['I usually hate musicals, but I loved this one.', 'positive'],
    ["Don't let the slow start put you off.", 'positive'],
    // Negated idioms and negators that only intensify.
    ['It never drags.', 'positive'],
    ["I didn't fall asleep once, and it is three hours long.", 'positive'],
    ['Nothing but a cash grab.', 'negative'],
    ['Not only is it too long, it is boring.', 'negative'],
    ['No doubt a must-see.', 'positive'],
    ["It's not just good, it's great.", 'positive'],
    // Dismissive comparisons read 'better' and 'fun' as praise.
    ["I've seen better student films.", 'negative'],
    ["I've had more fun at the dentist.", 'negative'],
    // Sarcasm, faint praise, and a retraction after praise.
    ['Riveting stuff, if you like watching paint dry.', 'negative'],
    ['Loved every boring minute of it.', 'negative'],
    ['The best part was the end credits.', 'negative'],
    ['Wow, what a great use of two hours. Not.', 'negative'],
    ['A triumph. Of mediocrity.', 'negative'],
    // Opposed halves, elliptical negation and lukewarm sentences are mixed.
    ['It has a great cast and a bad script.', 'mixed'],
    ["The cast is wonderful; the script isn't.", 'mixed'],
    ['The leads are great, the plot less so.', 'mixed'],
    ['Fine for a rainy afternoon, nothing more.', 'mixed'],
    ['Not great, not terrible.', 'mixed'],
    ['Clever in places, tedious in others.', 'mixed'],
    // Words that name what a film is about are not faults.
    ['Dark, brutal and brilliant.', 'positive'],
    ['A heartbreaking, beautiful film.', 'positive'],
    ['The love triangle is tedious.', 'negative'],
    // Negations that intensify, and praise said through a negated fault.
    ["I can't wait to see it again.", 'positive'],
    ['Nothing short of stunning.', 'positive'],
    ['Hard to find fault with it.', 'positive'],
    ["The jokes don't land and none of it makes sense.", 'negative'],
    ['Nobody in the cast wants to be there.', 'negative'],
    // An ellipsis denies what the clause before it literally says, hoped for or not.
    ["Should have been a classic, but it isn't.", 'negative'],
    ["It could have been awful, but it wasn't.", 'positive'],
    // Praise of something bad, of the cinema rather than the film, and mock understatement.
    ['Bravo to the writers for making two hours feel like an eternity.', 'negative'],
    ['A remarkable feat in wasting a fine cast.', 'negative'],
    ['Fantastic, if your idea of a good time is being shouted at.', 'negative'],
    ['Sure, a real laugh riot.', 'negative'],
    ['What a classic. I only looked at my watch ten times.', 'negative'],
    ['Five stars for the popcorn. The film, less so.', 'negative'],
    ['The trailer is the best part of it.', 'negative'],
    ['The best thing about it is that it finishes.', 'negative'],
    ['My favourite moment was when I walked out.', 'negative'],
    ['Ten stars for the seats.', 'negative'],
    ["There's one good joke, and it's in the trailer.", 'negative'],
    ['I usually love musicals; this one, not so much.', 'negative'],
    // Names carry no verdict ('Mad'), and a title's colon is no clause break.
    ["It isn't subtle, but Mad Max: Fury Road is a blast.", 'positive'],
    // A subject that is nobody or nothing denies what is said of it.
    ['Not one of the songs is catchy.', 'negative'],
    ["There isn't a single character that I liked.", 'negative'],
    ['Nobody in it seems to want to be there.', 'negative'],
    ["There's no denying it is brilliant.", 'positive'],
    // Effort and conceded praise are not a second side.
    ['Granted, the star tries hard, but the film is a shambles.', 'negative'],
    ["Sure, it's pretty, but it's a shambles.", 'negative'],
    // Idioms: a riot, a warning not to heed, the remake nobody needed, praise of the source, never … so often.
    ["Don't be put off by the poster; it's a riot.", 'positive'],
    ['A remake nobody needed.', 'negative'],
    ['It takes a beloved novel and turns it into mush.', 'negative'],
    ['I have never looked at my watch so often.', 'negative'],
    ['Loved the bit where it finally finished.', 'negative'],
    // What others say is not the reviewer's verdict.
    ['Critics call it slow; I call it gripping.', 'positive'],
    // Review words VADER reads as neutral.
    ['Taut, atmospheric and electrifying.', 'positive'],
    ['Shoddy, tacky and perfunctory.', 'negative'],
    ['A feast for the eyes.', 'positive'],
    ['It overstays its welcome.', 'negative'],
    ['Strictly paint-by-numbers.', 'negative'],
    ["I've never seen anything like it.", 'positive'],
    ['If you only see one film this year, make it this one.', 'positive'],
    ['What was the point of this?', 'negative'],
    ['I laughed more at the trailers before it.', 'negative'],
    ['Save yourself the trouble.', 'negative'],
    ['Better than I expected, though that is not saying much.', 'mixed'],
    // A fault conceded before 'but still', a hedge after 'if', an aside that is no verdict.
    ['Not my favourite Pixar film, but still a joy.', 'positive'],
    ['A perfectly pleasant way to spend an afternoon, if nothing special.', 'mixed'],
    ["Honestly? One of the dullest films I've sat through.", 'negative'],
    ['The only thing scarier than the monster is the dialogue.', 'negative'],
    ['I wanted my two hours back after twenty minutes.', 'negative'],
    ['A triumph of style over common sense.', 'negative'],
    ['Gorgeous to look at, impossible to care about.', 'mixed'],
    ['I went in expecting a disaster and got a delight.', 'positive'],
    ['This is what blockbusters should be.', 'positive'],
    ['The cast clearly had fun; I did not.', 'negative'],
    ['Nice scenery. Shame about the film.', 'negative'],
    ['Worth seeing for the final battle alone.', 'positive'],
    ['The dialogue made me wince.', 'negative'],
    ['I cannot recommend it enough.', 'positive'],
    ['Clunky, but it has a big heart.', 'mixed'],
    ['An utter waste of a brilliant premise.', 'negative'],
    ['You can skip this one.', 'negative'],
    ['Bring tissues.', 'positive'],
    ['It grows on you.', 'positive'],
    ['I kept hoping it would get better.', 'negative'],
    ['A lot of noise and very little story.', 'negative'],
    ['Predictable, but in a comforting way.', 'positive'],
    ['I admire the ambition. I did not enjoy a single minute.', 'negative'],
    // A sentence holding a clear pro and a clear con weighs two sides, like a 'but'.
    ['A warm, tender, lovely film with a clumsy last act.', 'mixed'],
  ])('%p reads %s', (text, polarity) => {
    expect(textSentiment(text).polarity).toBe(polarity);
  });

  it('reads a disappointed hope and the verdict after it as two clauses on the same side', () => {
    const { sentences } = textSentiment('It should have been great, but it is a disaster.');
    expect(sentences.map((entry) => entry.sentence)).toEqual([
      'It should have been great',
      'but it is a disaster.',
    ]);
    for (const entry of sentences) expect(entry.value).toBeLessThan(0);
  });
});

describe('review analysis: pros and cons', () => {
  const engine = createLocalEngine();
  const analyse = (content: string) =>
    engine.analyzeReviews({ movieTitle: 'Film', reviews: [{ author: 'a', content }] });

  it('quotes both sides of a mixed review', async () => {
    const analysis = await analyse('The acting was superb. The plot was a mess.');
    expect(analysis.pros).toEqual(['The acting was superb.']);
    expect(analysis.cons).toEqual(['The plot was a mess.']);
  });

  it('quotes a clause as a sentence of its own, without the word that joined it', async () => {
    expect((await analyse('The music is lovely, but the script is awful.')).cons).toEqual([
      'The script is awful.',
    ]);
  });

  it('never quotes disappointed hope, doubted praise or conceded praise as a pro', async () => {
    for (const content of [
      'It should have been great, but it is a disaster.',
      'Is this supposed to be funny?',
      'Sure, the visuals are nice, but the film is a bore.',
      'Riveting stuff, if you like watching paint dry.',
    ])
      expect((await analyse(content)).pros).toEqual([]);
  });

  it('quotes the praise in a sentence whose verdict comes after a contrast', async () => {
    const analysis = await analyse('The acting is superb but the plot is a mess.');
    expect(analysis.pros).toEqual(['The acting is superb']);
    expect(analysis.cons).toEqual(['The plot is a mess.']);
  });

  it('quotes the real pros of a mixed review that leans negative, not its bare praise of the whole', async () => {
    expect((await analyse('Clumsy, overlong and dull. The score, though, is gorgeous.')).pros).toEqual([
      'The score is gorgeous.',
    ]);
    expect((await analyse("It's a good film with a terrible ending.")).pros).toEqual(["It's a good film"]);
  });

  it('never quotes an ellipsis that names nothing, or sarcastic praise, as a pro', async () => {
    for (const content of [
      "Should have been a classic, but it isn't.",
      'What a classic. I only looked at my watch ten times.',
      'Five stars for the popcorn. The film, less so.',
      'A remarkable feat in wasting a fine cast.',
    ])
      expect((await analyse(content)).pros).toEqual([]);
  });

  it("never cuts a title at its colon or reads a title's words as a verdict", async () => {
    const analysis = await analyse("It isn't subtle, but Mad Max: Fury Road is a blast.");
    expect(analysis.pros).toEqual(['Mad Max: Fury Road is a blast.']);
    expect(analysis.cons).toEqual([]);
  });

  it("reads apart what one side can't make up for, and quotes both sides of a contrast whose con is negated", async () => {
    const outweighed = "Great effects can't make up for a hollow story.";
    expect(textSentiment(outweighed).sentences.map(({ sentence }) => sentence)).toEqual([
      'Great effects',
      'a hollow story.',
    ]);
    // The review pans the film, and the classifier is sure of it: its praised part is granted, not quoted.
    expect([(await analyse(outweighed)).pros, (await analyse(outweighed)).cons]).toEqual([
      [],
      ['A hollow story.'],
    ]);
    const negated = await analyse('The songs are lovely but the jokes never land.');
    expect([negated.pros, negated.cons]).toEqual([['The songs are lovely'], ['The jokes never land.']]);
  });

  it('never quotes an interjection, an aside or praise of the source as a pro', async () => {
    for (const content of [
      'Wow, a thriller without a single thrill.',
      "Honestly? One of the dullest films I've sat through.",
      'It takes a beloved novel and turns it into mush.',
    ])
      expect((await analyse(content)).pros).toEqual([]);
  });

  it('quotes a retracted sentence together with its retraction', async () => {
    expect((await analyse('What a classic. I only looked at my watch ten times.')).cons).toEqual([
      'What a classic. I only looked at my watch ten times.',
    ]);
  });

  it('never quotes a quibble as a con, or what the cast enjoyed as a pro', async () => {
    expect((await analyse('Slightly too long, and I would not change a thing.')).cons).toEqual([]);
    expect((await analyse('The cast clearly had fun; I did not.')).pros).toEqual([]);
  });

  it('never quotes praise said through a negated fault as a con', async () => {
    for (const content of ["I can't wait to see it again.", 'Hard to find fault with it.'])
      expect((await analyse(content)).cons).toEqual([]);
  });

  it('never quotes a negated complaint as a con', async () => {
    for (const content of ['It never drags.', "I can't find a single flaw.", 'Nothing about it felt wrong.'])
      expect((await analyse(content)).cons).toEqual([]);
  });

  it('quotes no praise from a review the classifier is sure pans the film, though the rules read it mixed', async () => {
    const content = 'The score is nice, but nothing else here works and the film is a bore.';
    expect(textSentiment(content).polarity).toBe('mixed');
    expect(classifyReview(content).negative).toBeGreaterThanOrEqual(0.8);
    const analysis = await analyse(content);
    expect(analysis.pros).toEqual([]);
    expect(analysis.cons).toEqual(['Nothing else here works and the film is a bore.']);
  });
});
