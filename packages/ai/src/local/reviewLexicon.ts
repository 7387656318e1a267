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
  rousing: 2,
  catchy: 1.5,
  // Common review praise VADER scores as neutral.
  moving: 2,
  touching: 2,
  compelling: 1.5,
  memorable: 2,
  nuanced: 1.5,
  layered: 1.2,
  polished: 1.5,
  taut: 1.8,
  propulsive: 1.5,
  kinetic: 1,
  electrifying: 2.5,
  enchanting: 2.5,
  whimsical: 1.5,
  stirring: 2,
  affecting: 1.8,
  atmospheric: 1.5,
  suspenseful: 1.8,
  visceral: 1.2,
  sweeping: 1.2,
  lush: 1.5,
  vivid: 1.5,
  luminous: 2,
  magnetic: 2,
  charismatic: 2,
  profound: 2,
  insightful: 2,
  perceptive: 1.5,
  resonant: 1.5,
  timeless: 2.2,
  iconic: 2,
  masterclass: 2.5,
  knockout: 2,
  solid: 1,
  // VADER's weight, strengthened: 'stunning' in a review is high praise.
  stunning: 1.5,
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
  smug: -1.5,
  wince: -1.5,
  winced: -1.5,
  wincing: -1.5,
  // Common review complaints VADER scores as neutral.
  meandering: -1.5,
  aimless: -1.8,
  flat: -1.2,
  atrocious: -3,
  abysmal: -3,
  awkward: -1,
  shoddy: -2,
  tacky: -1.5,
  cheesy: -1,
  corny: -1.2,
  schmaltzy: -1.5,
  saccharine: -1.5,
  sappy: -1,
  mawkish: -1.5,
  manipulative: -1.5,
  shrill: -1.5,
  grating: -1.5,
  repetitive: -1.2,
  trite: -1.5,
  humourless: -1.8,
  humorless: -1.8,
  disposable: -1.2,
  middling: -1,
  patchy: -1,
  inconsistent: -1,
  choppy: -1.2,
  rushed: -1.2,
  underdeveloped: -1.5,
  undercooked: -1.5,
  flimsy: -1.5,
  implausible: -1.2,
  risible: -2,
  trash: -2,
  wretched: -2.5,
  tepid: -1.5,
  limp: -1.5,
  bloodless: -1.2,
  sterile: -1.5,
  perfunctory: -1.5,
  workmanlike: -0.8,
  dud: -2,
  bore: -1.5,
  mush: -2,
  shambles: -2,
  muddle: -1.5,
  baffling: -1.2,
  unremarkable: -1,
  filler: -1.2,
  // 'The film delivered a nap': in a review, a nap is boredom.
  nap: -1.5,
  // 'More holes than a sieve': in a review, holes are plot holes.
  holes: -1.5,
  // VADER's weights, strengthened: as a verdict these outweigh a word of praise for a part.
  disappointment: -2,
  disappointing: -1,
};

/** Idioms of film reviews and how much they add to a clause (-1..1 scale). */
export const REVIEW_PHRASES: [RegExp, number][] = [
  // A quibble ('slightly too long') is fainter than a complaint: too faint to quote as a con.
  [
    /(?<!\b(a bit|a little|slightly|somewhat|rather|a tad) )\btoo (long|loud|slow|much|predictable|dark|silly|busy)\b/,
    -0.45,
  ],
  [
    /\b(a bit|a little|slightly|somewhat|rather|a tad) (too )?(long|slow|overlong)\b|\bdrags? (a little|a bit|slightly)\b/,
    -0.3,
  ],
  [
    /\b(fell|falling|fall) asleep\b|\bwalk(ed|ing)? out\b|\b(check(ed|ing)?|look(ed|ing)? at) (my|the) (phone|watch|time|clock)\b|\bstruggled to stay awake\b/,
    -0.6,
  ],
  [/\b(never|won'?t) get (those|that|them|it|.{0,30}) back\b|\bwant(ed)? (my|our) .{0,20}\bback\b/, -0.7],
  [
    /\bwaste of (time|money)\b|\bsave your money\b|\bmoney back\b|\ban? (complete |total |huge |utter |absolute )?waste of\b|\bwhat a waste\b/,
    -0.7,
  ],
  [
    /\b(cash|money) grab\b|\bplot holes?\b|\bnothing happens\b|\bgoes nowhere\b|\b(never|doesn'?t|didn'?t) (really )?(takes? off|gets? going|goe?s? anywhere|catch(es)? fire|finds? its feet)\b/,
    -0.55,
  ],
  [
    /\b(overlong|overstuffed|overhyped|drags?(?! (a little|a bit|slightly))( on)?|snooze|yawn|slog|chore|meh|nonsens(e|ical)|incoherent)\b/,
    -0.5,
  ],
  [
    /\b(paper[- ]thin|heavy[- ]handed|self[- ]indulgent|cardboard|wooden|cringe\w*|letdown|let down|forgettable|forgot it|pretentious|muddled|glacial|soulless|hollow|clunky|uneven|clich[eé]s?)\b/,
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
    /\b(don'?t|do not) bother\b|\b(skip|can skip) (it|this( one)?)\b|\bavoid\b|\bnobody asked for\b|\bcouldn'?t wait for it to end\b/,
    -0.6,
  ],
  [/\b(doesn'?t|didn'?t|does not|did not|never|fails? to|failed to) live up to\b/, -0.6],
  [
    /\b(not much|little|nothing) else\b|\bnothing (new|original|fresh)\b|\bseen (it |this |that |them )?(all )?before\b/,
    -0.5,
  ],
  // What lands or works is praise; what does not, or makes no sense, is a fault.
  [/\b(works|worked|lands|landed|clicks|clicked)\b/, 0.4],
  [
    /\b(makes?|made) (little|no) sense\b|\b(doesn'?t|don'?t|didn'?t|does not|do not|did not|never) (make (any |much )?sense|lands?|clicks?|connects?)\b/,
    -0.6,
  ],
  [/\bwell[- ](acted|made|written|directed|shot|crafted|paced|cast|played|observed)\b/, 0.4],
  [/\bworth it\b|\bworth (the|a) (wait|watch|ticket|price|look)\b/, 0.3],
  // Time that drags: ninety minutes that feel like a week.
  [
    /\b(feels?|felt) like (a week|a month|an eternity|forever|days|a lifetime|(three|four|five) hours)\b/,
    -0.7,
  ],
  [/\bexposition\b|\bexplain(s|ing)? the plot\b/, -0.45],
  // An ellipsis that stands alone ('The film, not so much.'), and a cast glad to be there (or not).
  [/\b(not so much|less so)\b/, -0.5],
  [/\bwants? to be there\b/, 0.5],
  // 'It's a riot' is hilarity; a film that knows what it is, is sure of itself.
  [/\b(is|it'?s|an?) (absolute |total |real )?riot\b/, 1],
  [/\bknows (exactly )?what it is\b/, 0.4],
  [/\b(nobody|no one) (needed|wanted|will remember|remembers|cares)\b/, -0.6],
  [/\bcan'?t see (why|the appeal)\b|\b(don'?t|do not) (get|understand|see) the (hype|appeal|fuss)\b/, -0.6],
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
    /\bnothing i didn'?t like\b|\bdoesn'?t get (much )?better\b|\b(can'?t|cannot) (recommend|praise|rave about) (it |this )?(highly )?enough\b|\bcan'?t say enough\b/,
    0.7,
  ],
  // Praise said through a negative word: nothing wrong, hard to fault, not a dull moment.
  [
    /\bnothing (about it |here |in it )?(felt |was |is |seemed |went |goes )?(wrong|off|bad|out of place)\b|\b(can'?t|couldn'?t|hard to|impossible to) (find (a single |any |one )?)?(flaw|fault)s?\b|\bnot a dull moment\b/,
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
  [
    /\b(would(n'?t| not)|wouldn'?t) change a (thing|frame|second|minute)\b|\b(is|are) (what|how) (\w+ ){0,3}(should|ought to) (be|look|feel)\b|\bworth (seeing|watching) (\w+ )?for\b|\b(big|huge|warm|good) heart\b|\bheart in the right place\b/,
    0.7,
  ],
  [
    /\b(impossible|hard|difficult) to care (about|for)\b|\bcouldn'?t care (less|about)\b|\b(didn'?t|did not) care (about|for)\b|\b(style|spectacle|noise|effects) over (common sense|substance|story|logic|sense)\b|\bshame about\b/,
    -0.8,
  ],
  [
    /\bif you (only )?see one (film|movie)\b|\bmake it this one\b|\bnever seen anything like (it|this)\b/,
    0.9,
  ],
  [
    /\b(that'?s|that is|which is) not saying (much|a lot)\b|\bsave yourself (the (trouble|bother|time|money)|\w+ hours)\b|\b(laughed|jumped|cried) more (at|during) the (trailers?|ads|adverts)\b/,
    -0.8,
  ],
  // Stock review idioms, praise and complaint, that VADER reads as neutral or the wrong way.
  [
    /\bmust[- ]watch\b|\bworth every (penny|minute|second)\b|\bblew my mind\b|\bmind[- ]blowing\b|\bhits all the right notes\b|\bfir(es|ing) on all cylinders\b|\bnever misses a beat\b|\bbreath of fresh air\b|\ba cut above\b|\bleaves? (you|me) wanting more\b|\bworth the price of admission\b|\bpulls no punches\b|\bknocked my socks off\b|\bfeast for the eyes\b|\bdelivers on every level\b|\bglued to the screen\b/,
    0.7,
  ],
  [
    /\b(overstays?|outstays?) its welcome\b|\bpaint[- ]by[- ](the[- ])?numbers\b|\bby the numbers\b|\bdirect[- ]to[- ](video|dvd)\b|\bstraight[- ]to[- ](video|dvd)\b|\bjump(s|ed)? the shark\b|\baged like milk\b|\bdead on arrival\b|\bcollapses? under (its|the) own weight\b|\b(all )?style (and no|over) substance\b|\bbites? off more than it can chew\b|\bsleeping pill\b/,
    -0.9,
  ],
  [/\bnot (just|only|merely) (good|great|fun|funny|clever)\b|\bslow[- ]burn\b/, 0.6],
  [
    /\b(hit|hits) (me |home |so )?hard\b|\bhits home\b|\bgut[- ]punch\b|^what an? (film|movie|ride|performance|debut|ending)!/,
    0.7,
  ],
  [/\bmake it stop\b|^(hard )?pass[.!]*$/, -0.7],
  // Effort is not achievement: 'the cast does their best with a script that gives them nothing'.
  [
    /\b(do|does|did|try|tries|tried) (their|his|her|its) (best|hardest)\b|\btr(y|ies|ied) hard\b|\badmired? (the|its) (ambition|effort|intentions?)\b/,
    -0.4,
  ],
  // Waiting for it to improve is a verdict that it never did, whatever the hope's words.
  [/\bkept (hoping|waiting|wishing)\b|\b(very )?little (story|plot|substance|point)\b/, -1],
  [/\bbring (tissues|a hanky|hankies)\b|\bgrows on you\b/, 0.7],
  // Faint praise: the one good joke, and the good bits all in the trailer.
  [
    /\b(one|a single|only one) (decent|good|funny|memorable|watchable) (joke|scene|line|moment|laugh|gag)\b|\b(is|are|was|were|'s) (all )?in the trailer\b/,
    -0.8,
  ],
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
    /\b(is|are|was|were|feels?|gets?) (completely |totally |utterly )?wasted\b|\bwasted (talent|potential)\b|\bsquander(s|ed)?\b|\bwast(es|ed|ing) (a|an|the|its|his|her|their) (\w+ )?(cast|talent|premise|actors?|potential|ideas?)\b/,
    -0.7,
  ],
  [
    /\b(don'?t|do not) let (the |its |a )?.{0,25}(put you off|fool you|scare you( away| off)?|stop you)\b|\b(ignore|forget|don'?t listen to) the (critics|haters|bad reviews|naysayers)\b|\b(don'?t|do not) be put off\b/,
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
  /\b(blockbuster|war|wars|battle|battles|villain|villains|horror|scary|scared|killer|killing|kill|crime|dark|death|dead|die|dies|fight|fights|fighting|monster|monsters|evil|cried|tears|weep|sad|comedy|romance|romantic|love story|drama|hero|heroes|brutal|harrowing|devastating|heartbreaking|disturbing|creepy|terrifying|bleak|grim|violent|gory|bloody|hell|tense|depressing|unsettling|attack|attacks|love (triangle|interest))\b/g;

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
  /\bthe only (thing )?(scary|funny|frightening) (thing )?(about|in|is)\b|\bthe only thing (scarier|funnier|worse|more (frightening|painful)) than\b/,
  /\bevery (boring|tedious|dull|painful|agonizing|agonising|excruciating|awful|wasted|cringe\w*) (minute|second|moment|hour)\b/,
  /\bbest (nap|sleep)\b/,
  /^oh,? (look|wow|boy|yay|goody)\b/,
  /\b(great|fantastic|wonderful|perfect|brilliant|excellent|fun|lovely) (way|use|means) (to|of) (waste|wasting|kill|killing|lose|losing)\b/,
  /^because (every|nothing says|we all|who doesn'?t)\b|\bnothing says\b|\bbecause that makes (total |perfect )?sense\b/,
  /\b(so glad|glad|happy) i (paid|spent|wasted)\b|\bthanks for (the|a) (nap|headache)\b/,
  /\bif you'?re (\w+ )?(five|easily (amused|pleased)|asleep|a (sloth|snail|tortoise|goldfish))\b/,
  /\bif your idea of (fun|a good time|entertainment|a night out) is\b/,
  /^(yeah|sure|right|oh yes),? (a|an|what a) real\b/,
  /\b10\/10\b.*\b(not|never|n't)\b|\b(oscar|award)[- ]worthy\b.*\b(worst|razzie)\b/,
  /\b((best|favou?rite) (part|thing|moment)|(loved|liked|enjoyed) the (part|bit|moment))\b.*\b(when|where|that) (it|i|we) (finally )?(ends|ended|left|walked out|is over|was over|finishes|finished|woke up)\b|\bwhen the credits rolled\b/,
  // Praise of the cinema rather than the film.
  /\b(stars?|points?|marks|ten out of ten|10\/10|thumbs up) for the (popcorn|snacks|seats|air[- ]con\w*|cinema|theater|theatre|company|parking)\b/,
  /\b(poster|trailer|credits|popcorn|snacks) (is|was|are|were) the (best|only good) (part|thing)\b/,
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
  /\bwhat(('?s| is| was) the point| was the point)\b|\b(supposed|meant) to be\b.*\?|\bwho (thought|decided|greenlit|approved)\b|\bwho is (this|it)( \w+)? (even )?(for|aimed at)\b|\bwhat were they thinking\b|\bwhy (did|does|would) (anyone|they)\b/;

/**
 * The reviewer's own taste or stance before this film ('I usually hate musicals', 'I'm a big fan of the
 * books'), or what others say of it ('Some call it slow'): not a verdict on the film, so neither side.
 */
export const PRIOR_STANCE =
  /\b(usually|normally|generally|typically|as a rule)\b.*\b(hate|dislike|avoid|like|love|enjoy|can'?t stand)\b|\bi'?m (not |never )?(usually |normally )?(a |much of a |the biggest |a big |a huge )?fan of\b|\bnot (really |usually )?(into|my (kind of|usual))\b|\b(never|don'?t usually) (liked?|enjoy(ed)?|cared? for)\b|\bas a (big |huge |long-?time )?fan\b|\bi (really |absolutely )?(love|loved|like|liked|adore|adored|admire) (the |this )?(director|franchise|series|books?|novels?|original|comics?|source material)\b|\b(trailer|poster|marketing) (looked|looks|seemed|seems|was|is) (great|good|amazing|fantastic|brilliant|promising)\b|\b(great|good|beautiful|amazing|fantastic|brilliant|nice|lovely) (trailer|poster|marketing)\b|\bi (really |absolutely )?(love|loved|like|adore|admire) (his|her|their) (work|films|movies|books)\b|\bi was (skeptical|sceptical|worried|nervous|doubtful|wary)\b|\bthe trailer (looked|seemed|promised)\b|\b(the )?(cast|actors|they) (clearly |obviously )?(had|were having|are having|have) (fun|a blast|a ball|a great time)\b|^(some|many|other|most) (people |critics |viewers |reviewers )?(call(ed)?|say|said|find|found|think|thought|complain(ed)?)\b|^(critics|people|everyone|others) (call(ed)?|say|said|find|found|think|thought|rave[sd]?|complain(ed)?)\b/;

/** Praise of what the film was made from ('it takes a great book and turns it into mush'): not of the film. */
export const SOURCE_PRAISE =
  /\b(great|good|brilliant|wonderful|fine|beloved|classic|excellent|terrific) (book|novel|source material|comics?|play)\b/g;

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
