/**
 * Words that name a part of a film (its cast, a scene, the score, the ending), as opposed to a verdict
 * on the whole ('What a masterpiece.', 'A total bore.').
 */
const PARTS =
  /\b(act(ing|ors?|ress(es)?)?|performances?|cast|leads?|stars?|roles?|characters?|villains?|heroes|heroines?|protagonists?|story|stories|plot|script|writing|dialogue|screenplay|narrative|storyline|premise|ideas?|jokes?|humou?r|gags?|romance|love (story|triangle)|chemistry|visuals?|cinematography|photography|camera(work)?|shots?|effects|cgi|animation|design|sets?|costumes?|make-?up|look|music|score|soundtrack|songs?|sound|editing|pacing|pace|runtime|length|direction|director|directing|scenes?|sequences?|set[- ]pieces?|moments?|opening|start|beginning|middle|(first|second|third|final|last) (act|half|hour|third|twenty|ten|minutes?)|finale|climax|ending|twist|chases?|fights?|action|battle|stunts?|dinosaurs?|creatures?|monsters?)\b/i;

/** Whether a clause names a part of the film rather than judging the whole. */
export const namesAPart = (clause: string): boolean => PARTS.test(clause);
