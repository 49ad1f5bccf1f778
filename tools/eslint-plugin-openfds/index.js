// The house rules of docs/architecture.md that no stock ESLint rule expresses: module and feature boundaries,
// SQL only in repositories, request and reply only in routes and plugins, paths and error codes from one place.
// Plain JavaScript so that ESLint loads it as is.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SERVER_SRC = path.join(ROOT, 'apps/server/src');
const MODULES = path.join(SERVER_SRC, 'modules');
const WEB_SRC = path.join(ROOT, 'apps/web/src');
const FEATURES = path.join(WEB_SRC, 'features');

const posix = (p) => p.split(path.sep).join('/');
const inside = (file, dir) => {
  const rel = path.relative(dir, file);
  return rel !== '' && !rel.startsWith('..') && !path.isAbsolute(rel);
};
/** First folder under `dir` holding `file` (the module or feature name), or null. */
const firstFolder = (file, dir) => (inside(file, dir) ? posix(path.relative(dir, file)).split('/')[0] : null);

/** Calls `check(node, absoluteTarget)` for every relative import, re-export and dynamic import of the file. */
function forEachRelativeImport(context, check) {
  const file = context.filename;
  const visit = (node, source) => {
    if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return;
    if (!source.value.startsWith('.')) return;
    check(node, path.resolve(path.dirname(file), source.value));
  };
  return {
    ImportDeclaration: (node) => visit(node, node.source),
    ExportNamedDeclaration: (node) => visit(node, node.source),
    ExportAllDeclaration: (node) => visit(node, node.source),
    ImportExpression: (node) => visit(node, node.source),
  };
}

const serverModuleBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'a server module is reached from outside only through its index.ts; the catalogue core never imports a module' },
    schema: [],
    messages: {
      deep: "'{{target}}' is inside module '{{module}}': import '{{module}}/index.ts' instead (cross-module work goes through a module's index.ts, the catalogue core or a job).",
      core: "The catalogue core must not import module files ('{{target}}'): move what it needs into catalogue/.",
    },
  },
  create(context) {
    const file = context.filename;
    if (!inside(file, SERVER_SRC)) return {};
    const ownModule = firstFolder(file, MODULES);
    const inCore = inside(file, path.join(SERVER_SRC, 'catalogue'));
    return forEachRelativeImport(context, (node, target) => {
      const targetModule = firstFolder(target, MODULES);
      if (!targetModule || targetModule === ownModule) return;
      const rel = posix(path.relative(MODULES, target));
      if (inCore) context.report({ node, messageId: 'core', data: { target: rel } });
      else if (rel !== `${targetModule}/index.ts` && rel !== `${targetModule}/index.js` && rel !== targetModule) {
        context.report({ node, messageId: 'deep', data: { target: rel, module: targetModule } });
      }
    });
  },
};

const webFeatureBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'a web feature never imports another feature or the app layer; shared code never imports features' },
    schema: [],
    messages: {
      feature: "Feature '{{own}}' imports feature '{{other}}' ('{{target}}'): compose both in app/ or move the shared piece to components/, hooks/ or lib/.",
      app: "'{{target}}' is in the app layer, which composes features; features and shared code must not import it.",
      shared: "Shared code (components/, hooks/, lib/, config/, i18n/) must not import feature '{{other}}' ('{{target}}').",
    },
  },
  create(context) {
    const file = context.filename;
    if (!inside(file, WEB_SRC)) return {};
    const own = firstFolder(file, FEATURES);
    const inApp = inside(file, path.join(WEB_SRC, 'app'));
    const isEntry = ['main.tsx', 'main.ts'].includes(posix(path.relative(WEB_SRC, file)));
    return forEachRelativeImport(context, (node, target) => {
      const rel = posix(path.relative(WEB_SRC, target));
      if (inApp || isEntry) return;
      if (inside(target, path.join(WEB_SRC, 'app'))) {
        context.report({ node, messageId: 'app', data: { target: rel } });
        return;
      }
      const other = firstFolder(target, FEATURES);
      if (!other || other === own) return;
      context.report({ node, messageId: own ? 'feature' : 'shared', data: { own, other, target: rel } });
    });
  },
};

// Kysely's entry points into a query, and pg's.
const KYSELY_BUILDERS = new Set(['selectFrom', 'insertInto', 'updateTable', 'deleteFrom', 'mergeInto', 'replaceInto', 'selectNoFrom']);
const SQL_START =
  /^\s*(select|insert|update|delete|with|create|alter|drop|truncate|copy|lock|set|vacuum|analyze|refresh|call|do|begin|commit|rollback|explain)\b/i;

function leadingText(node) {
  if (!node) return null;
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
  if (node.type === 'TemplateLiteral') return node.quasis[0].value.cooked ?? '';
  if (node.type === 'ObjectExpression') {
    const text = node.properties.find((p) => p.type === 'Property' && p.key.type === 'Identifier' && p.key.name === 'text');
    return text ? leadingText(text.value) : null;
  }
  return null;
}

/** Name of the (apparent) type of `node`, when type information is available. */
function typeName(context, node) {
  const services = context.sourceCode.parserServices;
  if (!services?.program || !services.esTreeNodeToTSNodeMap) return null;
  try {
    const checker = services.program.getTypeChecker();
    const type = checker.getTypeAtLocation(services.esTreeNodeToTSNodeMap.get(node));
    return (type.aliasSymbol ?? type.getSymbol())?.getName() ?? checker.typeToString(type);
  } catch {
    return null;
  }
}

const PG_TYPES = /^(Pool|PoolClient|Client|ClientBase|Queryable|DbClient)$/;

const noSqlOutsideRepositories = {
  meta: {
    type: 'problem',
    docs: { description: 'SQL (Kysely builders, the sql tag, pg queries) only in repository files, db/, tests and scripts' },
    schema: [],
    messages: {
      sql: "SQL outside a repository ({{what}}): move the query into the module's *.repository.ts and call it from here.",
    },
  },
  create(context) {
    const report = (node, what) => context.report({ node, messageId: 'sql', data: { what } });
    return {
      CallExpression(node) {
        const callee = node.callee;
        if (callee.type !== 'MemberExpression' || callee.property.type !== 'Identifier') return;
        const name = callee.property.name;
        if (KYSELY_BUILDERS.has(name)) return report(node, `.${name}()`);
        if (name === 'query') {
          const text = leadingText(node.arguments[0]);
          if ((text !== null && SQL_START.test(text)) || PG_TYPES.test(typeName(context, callee.object) ?? '')) {
            return report(node, '.query()');
          }
        }
      },
      TaggedTemplateExpression(node) {
        const tag = node.tag;
        const root = tag.type === 'MemberExpression' ? tag.object : tag;
        if (root.type === 'Identifier' && root.name === 'sql') report(node, 'sql`...`');
      },
    };
  },
};

// Fastify's request and reply, by the name of their types (FastifyRequest<...> is still FastifyRequest).
const HTTP_TYPES = new Set(['FastifyRequest', 'FastifyReply']);

/** The Fastify request/reply type `type` is (or holds in a union), by name, or null. */
function httpTypeName(checker, type, depth = 0) {
  if (!type || depth > 3) return null;
  for (const symbol of [type.aliasSymbol, type.getSymbol?.()]) {
    if (symbol && HTTP_TYPES.has(symbol.getName())) return symbol.getName();
  }
  if (type.isUnionOrIntersection?.()) {
    for (const part of type.types) {
      const found = httpTypeName(checker, part, depth + 1);
      if (found) return found;
    }
  }
  return null;
}

const noHttpOutsideRoutes = {
  meta: {
    type: 'problem',
    docs: { description: "only routes, plugins, app.ts and main.ts handle Fastify's request and reply; services take plain values" },
    schema: [],
    messages: {
      http: "'{{name}}' outside a route or plugin: pass plain values instead (callerOf(request) for who is asking, the language, ids); only routes and plugins touch request and reply.",
    },
  },
  create(context) {
    const report = (node, name) => context.report({ node, messageId: 'http', data: { name } });
    const services = context.sourceCode.parserServices;
    const checker = services?.program && services.esTreeNodeToTSNodeMap ? services.program.getTypeChecker() : null;
    // A parameter typed by any route (RouteContext['request'], Parameters<...>, a re-exported alias): by its type.
    const checkParams = (node) => {
      if (!checker) return;
      for (const param of node.params) {
        const target = param.type === 'TSParameterProperty' ? param.parameter : param;
        try {
          const name = httpTypeName(checker, checker.getTypeAtLocation(services.esTreeNodeToTSNodeMap.get(target)));
          if (name) report(param, name);
        } catch {
          // no type for this node: the written type names below still apply
        }
      }
    };
    return {
      // Written type names: FastifyRequest, fastify.FastifyReply, import('fastify').FastifyRequest.
      TSTypeReference(node) {
        const name = node.typeName.type === 'TSQualifiedName' ? node.typeName.right.name : node.typeName.name;
        if (HTTP_TYPES.has(name)) report(node, name);
      },
      TSImportType(node) {
        const q = node.qualifier;
        const name = q?.type === 'Identifier' ? q.name : q?.type === 'TSQualifiedName' ? q.right.name : null;
        if (name && HTTP_TYPES.has(name)) report(node, name);
      },
      FunctionDeclaration: checkParams,
      FunctionExpression: checkParams,
      ArrowFunctionExpression: checkParams,
      TSDeclareFunction: checkParams,
    };
  },
};

const noHandTypedPaths = {
  meta: {
    type: 'problem',
    docs: { description: 'links and navigate() take their path from config/paths.ts' },
    schema: [],
    messages: {
      path: "Path '{{text}}' typed by hand: take it from config/paths.ts (paths.xxx) so a renamed route cannot leave a dead link.",
    },
  },
  create(context) {
    const check = (node) => {
      if (!node) return;
      if (node.type === 'JSXExpressionContainer') return check(node.expression);
      if (node.type === 'ConditionalExpression') return check(node.consequent) || check(node.alternate);
      const text = leadingText(node);
      // `/${language}...`: a path built from values (the language prefix machinery), not a route typed by hand.
      if (node.type === 'TemplateLiteral' && text === '/' && node.expressions.length > 0) return;
      if (text !== null && text.startsWith('/') && !text.startsWith('//') && !text.startsWith('/api/')) {
        context.report({ node, messageId: 'path', data: { text: text.slice(0, 40) } });
      }
    };
    return {
      JSXAttribute(node) {
        if (node.name.type === 'JSXIdentifier' && (node.name.name === 'to' || node.name.name === 'href')) check(node.value);
      },
      CallExpression(node) {
        if (node.callee.type !== 'Identifier') return;
        if (node.callee.name === 'navigate') check(node.arguments[0]);
        // to('account/profil') of useLanguage() and localPath(language, 'events'): a path relative to the language.
        const relative = node.callee.name === 'to' ? node.arguments[0] : node.callee.name === 'localPath' ? node.arguments[1] : null;
        const text = relative ? leadingText(relative) : null;
        if (text !== null && text !== '') context.report({ node: relative, messageId: 'path', data: { text: text.slice(0, 40) } });
      },
    };
  },
};

const isCodeExpression = (node) =>
  (node.type === 'MemberExpression' && node.property.type === 'Identifier' && node.property.name === 'code') ||
  (node.type === 'Identifier' && node.name === 'code');
const isErrorCodeLiteral = (node) => node.type === 'Literal' && typeof node.value === 'number' && node.value >= 300 && node.value <= 999;

const noBareErrorCodes = {
  meta: {
    type: 'problem',
    docs: { description: 'error codes come from the contract catalogue (ERRORS.x.code), never as bare numbers' },
    schema: [],
    messages: {
      code: 'Error code {{code}} as a bare number: compare with ERRORS.<name>.code from @openfds/contract.',
    },
  },
  create(context) {
    const report = (node) => context.report({ node, messageId: 'code', data: { code: String(node.value) } });
    return {
      BinaryExpression(node) {
        if (!['===', '!==', '==', '!='].includes(node.operator)) return;
        if (isErrorCodeLiteral(node.left) && isCodeExpression(node.right)) report(node.left);
        if (isErrorCodeLiteral(node.right) && isCodeExpression(node.left)) report(node.right);
      },
      SwitchCase(node) {
        const parent = node.parent;
        if (node.test && isErrorCodeLiteral(node.test) && isCodeExpression(parent.discriminant)) report(node.test);
      },
      CallExpression(node) {
        const callee = node.callee;
        if (callee.type !== 'MemberExpression' || callee.property.type !== 'Identifier' || callee.property.name !== 'includes') return;
        if (callee.object.type !== 'ArrayExpression' || !node.arguments[0] || !isCodeExpression(node.arguments[0])) return;
        for (const element of callee.object.elements) if (element && isErrorCodeLiteral(element)) report(element);
      },
    };
  },
};

export default {
  meta: { name: 'eslint-plugin-openfds', version: '1.0.0' },
  rules: {
    'server-module-boundaries': serverModuleBoundaries,
    'web-feature-boundaries': webFeatureBoundaries,
    'no-sql-outside-repositories': noSqlOutsideRepositories,
    'no-http-outside-routes': noHttpOutsideRoutes,
    'no-hand-typed-paths': noHandTypedPaths,
    'no-bare-error-codes': noBareErrorCodes,
  },
};
