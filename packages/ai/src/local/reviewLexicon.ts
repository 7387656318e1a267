/**
 * What film reviews say that VADER's general lexicon reads wrongly or not at all: review words, review
 * idioms, and the words that name what a film is about rather than how good it is. Written from how
 * reviews are phrased in general (praise of endurance, dismissive comparisons, reactions), not from
 * particular texts.
 */

/** Words missing from VADER's lexicon (or mis-weighted for reviews), on its -4..4 scale. */
export const REVIEW_WORDS: Record<string, number> = {
  // Praise.
  incredible: 2.8,
  captivating: 2.5,
  electric: 1.5,
  uplifting: 2.3,
  spectacular: 2.3,
  favourite: 2,
  favourites: 2,
  favorite: 2,
  favorites: 2,
  exceeded: 2,
  heartwarming: 2.5,
  heartfelt: 2.2,
  gorgeous: 2.5,
  terrific: 2.8,
  magnificent: 3,
  unforgettable: 2.5,
  witty: 2,
  stylish: 1.5,
  tender: 1.5,
  crackles: 1.5,
  gripping: 2,
  haunting: 1.5,
  masterpiece: 3,
  riveting: 2.5,
  mesmerizing: 2.5,
  mesmerising: 2.5,
  spellbinding: 2.5,
  enthralling: 2.5,
  engrossing: 2.2,
  absorbing: 2,
  absorbed: 1.8,
  immersive: 2,
  sublime: 3,
  transcendent: 3,
  masterful: 3,
  masterfully: 3,
  superbly: 3,
  expertly: 2.5,
  skillfully: 2.2,
  skilfully: 2.2,
  exquisitely: 2.8,
  stunningly: 2.5,
  flawlessly: 2.5,
  exquisite: 2.8,
  dazzling: 2.5,
  phenomenal: 3,
  stellar: 2.8,
  poignant: 1.8,
  inventive: 2,
  refreshing: 2,
  rewatchable: 2,
  unmissable: 2.8,
  classic: 1.5,
  blast: 2,
  goosebumps: 2,
  chills: 1.5,
  magical: 2.5,
  essential: 2,
  soars: 2,
  soar: 2,
  soaring: 2,
  wickedly: 1,
  // Complaints.
  garbage: -3,
  unwatchable: -3,
  lifeless: -2,
  joyless: -2,
  mechanical: -1.2,
  obvious: -1,
  mistake: -2,
  poorly: -2,
  nonexistent: -1.5,
  juvenile: -1.5,
  empty: -1.5,
  thin: -1,
  slight: -1,
  bland: -1.8,
  problems: -1.2,
  problem: -1.2,
  flawed: -1.2,
  messy: -1.8,
  mess: -1.8,
  clumsy: -1.8,
  silly: -1.2,
  sags: -1.2,
  tedious: -2,
  groans: -1.2,
  dull: -2,
  predictable: -1.5,
  weak: -1.8,
  incoherent: -2,
  confusing: -1.5,
  unlikeable: -1.5,
  stale: -1.5,
  offensive: -2,
  sloppy: -1.8,
  overrated: -2,
  laughable: -2.2,
  cheap: -1.5,
  stiff: -1.2,
  headache: -1.8,
  underwhelming: -2,
  lackluster: -2,
  lacklustre: -2,
  tiresome: -2,
  pointless: -2,
  plodding: -1.8,
  contrived: -1.5,
  convoluted: -1.5,
  stilted: -1.5,
  hackneyed: -1.8,
  vapid: -2,
  bloated: -1.5,
  overblown: -1.5,
  overwrought: -1.5,
  shallow: -1.5,
  mediocre: -2,
  misfire: -2,
  trainwreck: -2.5,
  rubbish: -2.5,
  drivel: -2.5,
  uninspired: -1.8,
  unoriginal: -1.8,
  derivative: -1.5,
  formulaic: -1.5,
  generic: -1.2,
  unfunny: -2,
  unconvincing: -1.5,
  melodramatic: -1.2,
  preachy: -1.5,
  dated: -1,
  overacted: -1.5,
  hammy: -1.2,
  cold: -1,
  nope: -1.5,
  snoozefest: -3,
  yawnfest: -3,
  borefest: -3,
  snoozer: -2.5,
  slow: -1,
  unbearable: -2.5,
  insufferable: -2.5,
  interminable: -2,
  excruciating: -2.5,
  agonizing: -2,
  agonising: -2,
  // 'More holes than a sieve': in a review, holes are plot holes.
  holes: -1.5,
  // VADER's weights, strengthened: as a verdict these outweigh a word of praise for a part.
  disappointment: -2,
  disappointing: -1,
};

/** Idioms of film reviews and how much they add to a clause (-1..1 scale). */
export const REVIEW_PHRASES: [RegExp, number][] = [
  [/\btoo (long|loud|slow|much|predictable|dark|silly|busy)\b/, -0.45],
  [/\b(a bit|a little|slightly|somewhat|rather) (long|slow|overlong)\b/, -0.35],
  [
    /\b(fell|falling|fall) asleep\b|\bwalk(ed|ing)? out\b|\bcheck(ed|ing)? (my|the) (phone|watch|time)\b|\bstruggled to stay awake\b/,
    -0.6,
  ],
  [/\b(never|won'?t) get (those|that|them|it|.{0,30}) back\b|\bwant (my|our) .{0,20}\bback\b/, -0.7],
  [
    /\bwaste of (time|money)\b|\bsave your money\b|\bmoney back\b|\ba (complete |total |huge )?waste of\b/,
    -0.7,
  ],
  [
    /\b(cash|money) grab\b|\bplot holes?\b|\bnothing happens\b|\bgoes nowhere\b|\b(never|doesn'?t|didn'?t) (really )?(takes? off|gets? going|goe?s? anywhere|catch(es)? fire|finds? its feet)\b/,
    -0.55,
  ],
  [
    /\b(overlong|overstuffed|overhyped|drags?( on)?|snooze|yawn|slog|chore|meh|nonsens(e|ical)|incoherent)\b/,
    -0.5,
  ],
  [
    /\b(paper[- ]thin|cardboard|wooden|cringe\w*|letdown|let down|forgettable|forgot it|pretentious|muddled|glacial|soulless|hollow|clunky|uneven|clich[eé]s?)\b/,
    -0.45,
  ],
  [
    /\bonly good thing\b|\btrailer was better\b|\b(zero|two|one) stars?\b|\bnothing (in it |about it |here )?(works|lands|rings true|clicks)\b|\b(can'?t|cannot|couldn'?t|(nobody|no one)( in [\w ]{1,20})? can) (act|write|direct)\b/,
    -0.8,
  ],
  // Failing as a whole: it falls apart, never comes together, misses the mark.
  [
    /\bfalls? apart\b|\bnever recover(s|ed)?\b|\bfalls? flat\b|\b(never|doesn'?t|didn'?t) (quite )?(comes?|came) together\b|\bmiss(es|ed)? the mark\b|\bphon(ing|ed|es) it in\b|\bleft me (cold|unmoved|empty)\b|\btr(ying|ies|ied) (so |too )hard\b/,
    -0.7,
  ],
  // Dismissive comparisons read 'better' as praise: 'I've seen better', 'the book was better'.
  [
    /\b(i'?ve|i have|we'?ve) seen (much |far |way )?better\b|\bthe less (i|we) say\b|\b(book|novel|original|first (one|film|movie)|trailer|cartoon|source material) (was|is) (so |much |far |way )*better\b|\bthe less said\b|\bhow not to\b|\bdeserve(s|d)? (a |much |so much )?better\b/,
    -0.8,
  ],
  [
    /\bnot even\b.*\bsave\b|\bcould(n'?t| not) (quite )?(save|rescue)\b|\bruns? out of (steam|ideas|gas|road)\b/,
    -0.7,
  ],
  [
    /\bnot (?!just|only|merely)(\w+ )?(good|great|funny|scary|worth|fun|memorable)\b|\bwasn'?t for me\b|\bwould(n'?t| not| never) (\w+ )?(watch|see) (it |this )?again\b/,
    -0.5,
  ],
  [/\bdoesn'?t hang together\b|\bdoesn'?t work\b|\bis not\.?$|\bthe writing is not\b/, -0.6],
  [
    /\bwanted to (like|love|enjoy)\b|\bexpected (so )?much more\b|\bcould have been (great|better|good)\b/,
    -0.5,
  ],
  [
    /\b(don'?t|do not) bother\b|\bskip it\b|\bavoid\b|\bnobody asked for\b|\bcouldn'?t wait for it to end\b/,
    -0.6,
  ],
  [/\b(doesn'?t|didn'?t|does not|did not|never|fails? to|failed to) live up to\b/, -0.6],
  [/\b(not much|little|nothing) else\b|\bnothing (new|original|fresh)\b|\bseen it (all )?before\b/, -0.5],
  [
    /\b(edge of (my|your) seat|must[- ]see|blew me away|blown away|knocked it out of the park|tour de force)\b/,
    0.6,
  ],
  [
    /\b(gem|hooked|treasure|speechless|crowd-pleaser|triumph|instant classic|seen it \w+ times)\b|(?<!(n'?t|not|never) )\b(watch|see) (it )?again\b/,
    0.5,
  ],
  [/\b(didn'?t|did not|wasn'?t|was not|won'?t) (disappoint|regret|bored|be disappointed)\w*\b/, 0.6],
  [
    /\bnot (a single|once)\b.*\b(wasted|check|bored|dull)\w*\b|\bnever a dull moment\b|\bno complaints\b/,
    1.1,
  ],
  [/\bwon'?t stay with you\b|\bforgot(ten)? it\b|\bnothing more\b/, -0.5],
  [
    /\bnothing i didn'?t like\b|\bdoesn'?t get (much )?better\b|\bcan'?t (recommend|praise|rave about) (it |this )?(highly )?enough\b|\bcan'?t say enough\b/,
    0.7,
  ],
  // Praise said through a negative word: nothing wrong, hard to fault, not a dull moment.
  [
    /\bnothing (about it |here |in it )?(felt |was |is |seemed |went |goes )?(wrong|off|bad|out of place)\b|\b(can'?t|couldn'?t|hard to|impossible to) (find (a single|any|one) )?(flaw|fault)\b|\bnot a dull moment\b/,
    1,
  ],
  // 'Not perfect' in a review concedes little; 'close to perfect' praises.
  [/\b(isn'?t|is not|wasn'?t|was not|not) (perfect|flawless)\b/, 0.35],
  [/\b(it'?s|comes|came|so|very|pretty) close\.?$|\b(nearly|almost|close to) perfect\b/, 0.6],
  // Praise of what lasts and what is passed on: it stays with you, tell everyone, go see it.
  [
    /(?<!(n'?t|not|never) )\b(stay(s|ed)?|stuck|stick(s)?) with (me|you)\b|\bstill thinking about\b|\bcan'?t stop thinking\b/,
    0.6,
  ],
  [
    /\b(go|must|you have to|you need to|you should) see (it|this)\b|\bon the big(gest)? screen\b|\bdon'?t miss (it|this)\b|\btell (everyone|everybody|all my friends)\b|\bhands down\b/,
    0.6,
  ],
  [
    /\bthey don'?t make (them|films|movies|it|'em) like\b|\bdon'?t make (them|films|movies|'em )?(like (this|that) )?any ?more\b/,
    0.6,
  ],
  [
    /\b(two )?thumbs up\b|\b(four|five|six|ten|eleven|4|5|6|10|11) (stars|out of (five|5|ten|10))\b|\b(10\/10|5\/5)\b/,
    0.8,
  ],
  [
    /(?<!(n'?t|not|to) )\blives? up to (the|its|all the) (hype|billing|reputation)\b|\b(believe|worth) the hype\b/,
    0.6,
  ],
  [
    /\bwon (me|us) over\b|\b(came out|left|walked out) (as )?a (fan|convert|believer)\b|\bended up (loving|liking|enjoying|adoring)\b/,
    0.6,
  ],
  [/\bsteals? the (show|film|movie)\b/, 0.8],
  [/\bnot (just|only|merely) (good|great|fun|funny|clever)\b|\bslow[- ]burn\b/, 0.6],
  [
    /\b(hit|hits) (me |home |so )?hard\b|\bhits home\b|\bgut[- ]punch\b|^what an? (film|movie|ride|performance|debut|ending)!/,
    0.7,
  ],
  [/\bmake it stop\b|^(hard )?pass[.!]*$/, -0.7],
  // Effort is not achievement: 'the cast does their best with a script that gives them nothing'.
  [/\b(do|does|did|try|tries|tried) (their|his|her|its) (best|hardest)\b/, -0.4],
  [
    /\b(gives?|gave|offers?|offered) (them|him|her|us|the cast|the actors) nothing\b|\b(does ?n[o']t|doesn'?t|won'?t|can'?t) make (it |this )?(a |for a )?(good|great)\b/,
    -0.8,
  ],
  // Negation VADER does not know: far from good, anything but funny, nowhere near.
  [
    /\bfar from (good|great|a masterpiece|the best|brilliant|it)\b|\banything but (good|great|funny|fun|clever)\b|\bless than (stellar|great|impressive|thrilling)\b|\bnowhere near\b|\bno masterpiece\b|\bnot my cup of tea\b/,
    -0.7,
  ],
  [/\bfar from perfect\b/, -0.35],
  [
    /\bcan'?t complain\b|\b(zero|not a single) complaints?\b|\bnothing (to dislike|not to like)\b|\bwhat'?s not to (love|like)\b/,
    1,
  ],
  // Talent wasted; and warnings not to heed ('don't let the slow start put you off').
  [
    /\b(is|are|was|were|feels?|gets?) (completely |totally |utterly )?wasted\b|\bwasted (talent|potential)\b|\bsquander(s|ed)?\b/,
    -0.7,
  ],
  [
    /\b(don'?t|do not) let (the |its |a )?.{0,25}(put you off|fool you|scare you( away| off)?|stop you)\b|\b(ignore|forget|don'?t listen to) the (critics|haters|bad reviews|naysayers)\b/,
    0.9,
  ],
  // VADER reads 'no doubt' as doubly negative; in a review it vouches for what follows.
  [/\b(no|without a) (doubt|question)\b/, 0.5],
  [/\bpure (cinema|magic|movie magic|class|gold|bliss|joy)\b/, 0.6],
  [
    /\bat (its|their|his|her) (finest|best)\b|\bevery frame\b|\bperformance of (her|his|their|a) (career|lifetime)\b|\b(roller ?coaster|thrill ride|wild ride)\b/,
    0.6,
  ],
  [
    /\b(didn'?t|did not|never) want(ed)? (it|this) to (end|stop)\b|\bimpossible to forget\b|\b(could(n'?t| not)|can'?t) (have )?ask(ed)? for (more|better|anything more)\b|\beverything (i|we) (hoped|wanted|expected)\b/,
    0.8,
  ],
  // Dismissive comparisons: more fun at the dentist, watching paint dry.
  [
    /\b(had|have had) more fun (at|in|doing|watching|waiting)\b|\bwatching paint dry\b|\bhours? of (nothing|my life)\b/,
    -0.8,
  ],
  [
    /\b(don'?t|do not) waste your\b|\binsult(s|ing|ed)? (the|your|our|its|my) (audience|intelligence|viewers)\b|\bshould (never|not) have been (made|released)\b/,
    -0.8,
  ],
  [
    /\b(i'?d|i would|i'?d much) rather (watch|see|be|do|have)\b|\bnothing to see\b|\blaughed (once|twice)\b|\bwon'?t remember (it|a thing|anything)\b/,
    -0.7,
  ],
  // What a film does to its audience, praised in words of pain: it broke my heart, I died laughing.
  [
    /\b(broke|breaks|break|ripped|tore) (my|your) heart\b|\bgut[- ]wrenching\b|\b(died|dying|cried|crying|in tears) (of |from |with )?laugh\w*\b|\blaughed (so hard|till|until)\b|\bscared (the hell|the life|the pants) out of\b|\b(couldn'?t|can'?t) stop (laughing|crying|thinking)\b/,
    0.7,
  ],
  [/\bcouldn'?t (look|tear my eyes) away\b|\bearns (its|every)\b|\bcarries (it|the film|the movie)\b/, 0.7],
  // Scare quotes: the 'comedy', the "plot".
  [
    /["“'‘](comedy|thriller|horror|jokes?|plot|story|acting|script|film|movie|twist|hero|action|drama|romance|characters?|scares?|funny|scary)["”'’]/,
    -0.6,
  ],
  [/\b(zero|no) (emotion|heart|soul|chemistry|tension|laughs|suspense|energy|charm|wit|depth|point)\b/, -0.6],
  // Disbelief that it exists at all.
  [
    /\bcan'?t believe (this|it|they) (got|was|were|ever got) (made|released|greenlit|funded)\b|\bhow did this (get|ever get) made\b/,
    -0.7,
  ],
];

/**
 * Words VADER scores that in a review name what a film is about or what it is, not how good it is
 * ('a war film', 'the villain', 'genuinely scary', 'brutal and brilliant'): read as neutral.
 */
export const SUBJECT_MATTER =
  /\b(blockbuster|war|wars|battle|battles|villain|villains|horror|scary|scared|killer|killing|kill|crime|dark|death|dead|die|dies|fight|fights|fighting|monster|monsters|evil|cried|tears|weep|sad|comedy|romance|romantic|love story|drama|hero|heroes|brutal|harrowing|devastating|heartbreaking|disturbing|creepy|terrifying|bleak|grim|violent|gory|bloody|hell|tense|depressing|unsettling)\b/g;

/** Sentences that say 'fine, no more', or 'good in parts': neither side. */
export const LUKEWARM =
  /^(meh,? )?(it'?s |it was |that was )?(an? )?(okay|ok|fine|alright|average|decent|watchable|so-so|passable|serviceable|unremarkable|uneven)\b|\bnothing special\b|\bgood,? (but )?not great\b|\bnot memorable\b|\bhit (and|or) miss\b|\bmixed bag\b|\bhas its moments\b|\bin (parts|places|patches)\b|\bmiddle of the road\b|\bwait for (streaming|the rental|it to stream)\b|\bworth (watching|a watch|seeing) once\b|\bwon'?t (rush|hurry) back\b|^(but )?(nothing|no) more\b|\b(in|at) (others|other times)\b|^half (the|of)\b|\bmore than i (enjoyed|loved|liked)\b|^not (great|good|bad|terrible|awful),? (but )?not (great|good|bad|terrible|awful)\b|\balmost (ruins?|spoils?|sinks?|derails?|undoes)\b|\b(enjoyed|liked|loved) (parts|bits|some) of it\b|\b(first|second|last) (half|hour|act)\b.*\bmore than\b/;

/**
 * Sarcasm, and faint praise that damns: praise that means the opposite. The sentence then counts as
 * clearly negative.
 */
export const SARCASM = [
  /\boh,? (great|wonderful|joy|brilliant|good|perfect)\b/,
  /\byeah,? right\b/,
  /\bjust what (the world|we|i) (needed|wanted)\b/,
  /\bthanks for nothing\b/,
  /\bif you (like|enjoy|love|want|need)\b.{0,30}\b(being bored|boredom|staring at|wasting|headaches?|a nap|to sleep|torture)\b/,
  /\b(masterpiece|triumph|masterclass|marvel|miracle|achievement|feat|lesson) (of|in) (boredom|tedium|nothing|incompetence|mediocrity|stupidity|cringe|dullness|awfulness|bad)\b/,
  /^(sure|right|oh sure|oh yes|yeah),? (it'?s |a |an |what a )*(real|true|truly|total|absolute) (masterpiece|classic|triumph|genius|gem|brilliant|great|amazing)\b(?!.*\bbut\b)/,
  /\bthe only (thing )?(scary|funny|frightening) (thing )?(about|in|is)\b/,
  /\bevery (boring|tedious|dull|painful|agonizing|agonising|excruciating|awful|wasted|cringe\w*) (minute|second|moment|hour)\b/,
  /\bbest (nap|sleep)\b/,
  /^oh,? (look|wow|boy|yay|goody)\b/,
  /\b(great|fantastic|wonderful|perfect|brilliant|excellent|fun|lovely) (way|use|means) (to|of) (waste|wasting|kill|killing|lose|losing)\b/,
  /^because (every|nothing says|we all|who doesn'?t)\b|\bnothing says\b|\bbecause that makes (total |perfect )?sense\b/,
  /\b(so glad|glad|happy) i (paid|spent|wasted)\b|\bthanks for (the|a) (nap|headache)\b/,
  /\bif you'?re (\w+ )?(five|easily (amused|pleased)|asleep)\b/,
  /\b10\/10\b.*\b(not|never|n't)\b|\b(oscar|award)[- ]worthy\b.*\b(worst|razzie)\b/,
  /\b(best|favou?rite) (part|thing|moment)\b.*\bwhen it (ended|was over|finished)\b|\bwhen the credits rolled\b/,
  /\b(congratulations|bravo|well done|great job|good job|kudos)\b.*\b(boring|bored|ruin\w*|wast\w*|worst|nothing|dull)\b/,
  /\b(loved|enjoyed|liked) (how|the way) (\w+ )?(boring|dull|tedious|stupid|predictable|slow|long)\b/,
  /\bat least (it'?s|it was|it is) (short|over)\b|\b(best|only good) (thing|part)\b.*\b(credits|popcorn|poster|trailer)\b|\bfor effort\b|\bonly thing (it|this \w+) (does|did|gets|got) (well|right)\b|\b(only|one|sole) (redeeming|saving) (thing|quality|feature|grace|factor)\b|\bnice try\b|\bone star (is |was )?for\b|\bthank (god|goodness) it'?s over\b/,
  /^(great|perfect|wonderful|fantastic|brilliant|terrific|lovely),? (another|just what|more of)\b/,
  /\bsaid (no one|nobody)( ever)?\b|\bslow clap\b|\bin (an|some) alternate (universe|reality)\b/,
  /\b(laughed|funny|hilarious)\b.{0,30}\b(not on purpose|for the wrong reasons)\b|\bunintentionally (funny|hilarious)\b/,
  /\b(perfect|great|ideal) if you (need|want) (help )?(to )?(fall(ing)? asleep|sleep(ing)?|a nap)\b|\bcure for insomnia\b/,
];

/**
 * Rhetorical questions: praise asked about is praise doubted ('Is this supposed to be funny?', 'Who
 * thought this was a good idea?').
 */
export const RHETORICAL =
  /\b(supposed|meant) to be\b.*\?|\bwho (thought|decided|greenlit|approved)\b|\bwho is (this|it)( \w+)? (even )?(for|aimed at)\b|\bwhat were they thinking\b|\bwhy (did|does|would) (anyone|they)\b/;

/**
 * The reviewer's own taste or stance before this film ('I usually hate musicals', 'I'm a big fan of the
 * books'): not a verdict on the film, so neither side.
 */
export const PRIOR_STANCE =
  /\b(usually|normally|generally|typically|as a rule)\b.*\b(hate|dislike|avoid|like|love|enjoy|can'?t stand)\b|\bi'?m (not |never )?(usually |normally )?(a |much of a |the biggest |a big |a huge )?fan of\b|\bnot (really |usually )?(into|my (kind of|usual))\b|\b(never|don'?t usually) (liked?|enjoy(ed)?|cared? for)\b|\bas a (big |huge |long-?time )?fan\b|\bi (really |absolutely )?(love|loved|like|liked|adore|adored|admire) (the |this )?(director|franchise|series|books?|novels?|original|comics?|source material)\b|\b(trailer|poster|marketing) (looked|looks|seemed|seems|was|is) (great|good|amazing|fantastic|brilliant|promising)\b|\b(great|good|beautiful|amazing|fantastic|brilliant|nice|lovely) (trailer|poster|marketing)\b|\bi (really |absolutely )?(love|loved|like|adore|admire) (his|her|their) (work|films|movies|books)\b|\bi was (skeptical|sceptical|worried|nervous|doubtful|wary)\b|\bthe trailer (looked|seemed|promised)\b/;

/**
 * Concessions: praise granted before a 'but' ('Sure, it looks nice, but…', 'It's well shot, I suppose,
 * but…') is backgrounded, not the verdict.
 */
export const CONCESSION =
  /^(sure|granted|admittedly|yes|ok|okay|fine|to be fair|in fairness|i'?ll admit|i admit)\b|\bi (suppose|guess)\b/;

/**
 * Irrealis: what was expected, promised or might have been is not what the film is ('It should have been
 * great', 'On paper it sounds brilliant', 'I went in skeptical'). Praise in such a clause is a
 * disappointed hope, and a complaint in it is not a verdict.
 */
export const IRREALIS =
  /\b(should|could|would|might) have been\b|\bon paper\b|\bin theory\b|\b(supposed|meant) to be\b|\bpromised\b|(?<!(everything|than|what) )\bi (expected|hoped|was hoping|was expecting|went in)\b|\bwent in (expecting|skeptical|sceptical|with)\b/;
