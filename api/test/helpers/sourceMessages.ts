import path from 'node:path';
import ts from 'typescript';

/** The argument a function takes a message's English in, by where it is declared (`counted`: its key, the other form). */
const MESSAGE_ARGUMENTS: ReadonlyMap<string, number> = new Map([
  ['src/httpError.ts HttpError', 1],
  ['src/ai/aiAnswer.ts aiFailure', 2],
  ['src/messages/message.ts said', 0],
  ['src/messages/message.ts counted', 2],
]);
/** The properties of an object that hold a message: an answer's, and an AI analysis's on failure. */
const MESSAGE_PROPERTIES = new Set(['message', 'failureMessage']);

export interface SourceMessages {
  /** Every English text given as a message. */
  texts: Set<string>;
  /** The texts of messages that count (`counted`'s other form): each language gives all its plural forms. */
  counting: Set<string>;
  /** Messages built with `${...}` from values known only when they are said, where they are. */
  untranslatable: string[];
}

/** The values a literal type (or a union of them) can take; undefined for any other type. */
function literalValues(type: ts.Type): string[] | undefined {
  const members = type.isUnion() ? type.types : [type];
  return members.every((member) => member.isStringLiteral() || member.isNumberLiteral())
    ? members.map((member) => String((member as ts.LiteralType).value))
    : undefined;
}

/**
 * The messages api's code gives, read with the TypeScript checker, so a constant (`MOVIE_NOT_FOUND`), a
 * choice (`a ? 'x' : 'y'`) and a template of constants (`${REVIEW_LIMITS.commentMax}`) count as the
 * texts they are. A value that is passed on (a parameter, `error.message`) is not a message of its own.
 */
export function sourceMessages(apiDir: string): SourceMessages {
  const config = ts.getParsedCommandLineOfConfigFile(
    path.join(apiDir, 'tsconfig.json'),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
      },
    },
  )!;
  const srcDir = path.join(apiDir, 'src') + path.sep;
  const program = ts.createProgram(
    config.fileNames.filter((file) => path.resolve(file).startsWith(srcDir)),
    config.options,
  );
  const checker = program.getTypeChecker();
  const found: SourceMessages = { texts: new Set(), counting: new Set(), untranslatable: [] };

  /** The texts `node` can be; undefined when it is not made of literals. */
  function textsOf(node: ts.Expression): string[] | undefined {
    if (ts.isParenthesizedExpression(node)) return textsOf(node.expression);
    if (ts.isConditionalExpression(node)) {
      const [whenTrue, whenFalse] = [textsOf(node.whenTrue), textsOf(node.whenFalse)];
      return whenTrue && whenFalse && [...whenTrue, ...whenFalse];
    }
    if (ts.isTemplateExpression(node)) {
      let texts: string[] | undefined = [node.head.text];
      for (const span of node.templateSpans) {
        const values = literalValues(checker.getTypeAtLocation(span.expression));
        texts = values && texts?.flatMap((text) => values.map((value) => text + value + span.literal.text));
      }
      return texts;
    }
    return literalValues(checker.getTypeAtLocation(node));
  }

  /** Where the function `callee` names is declared: its file and name. */
  function declarationOf(callee: ts.Expression): string {
    let symbol = checker.getSymbolAtLocation(callee);
    if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
    const declaration = symbol?.declarations?.[0];
    return declaration
      ? `${path.relative(apiDir, declaration.getSourceFile().fileName)} ${symbol!.name}`
      : '';
  }

  function given(node: ts.Expression, counts: boolean): void {
    const texts = textsOf(node);
    if (texts) for (const text of texts) (counts ? found.counting : found.texts).add(text);
    else if (ts.isTemplateExpression(node)) {
      const { fileName } = node.getSourceFile();
      const { line } = node.getSourceFile().getLineAndCharacterOfPosition(node.getStart());
      found.untranslatable.push(`${path.relative(apiDir, fileName)}:${line + 1} ${node.getText()}`);
    }
  }

  const visit = (node: ts.Node): void => {
    if ((ts.isNewExpression(node) || ts.isCallExpression(node)) && node.arguments) {
      const called = declarationOf(node.expression);
      const position = MESSAGE_ARGUMENTS.get(called);
      const argument = position === undefined ? undefined : node.arguments[position];
      if (argument) given(argument, called.endsWith(' counted'));
    } else if (ts.isPropertyAssignment(node) && MESSAGE_PROPERTIES.has(node.name.getText())) {
      for (const text of textsOf(node.initializer) ?? []) found.texts.add(text);
    }
    ts.forEachChild(node, visit);
  };
  for (const file of program.getSourceFiles()) {
    if (path.resolve(file.fileName).startsWith(srcDir)) visit(file);
  }
  return found;
}
