// Tests only: module hooks that answer `import 'electron'` with fake-electron.mjs.
const fake = new URL('./fake-electron.mjs', import.meta.url).href;

export async function resolve(specifier, context, nextResolve) {
  if (specifier === 'electron') return { url: fake, shortCircuit: true };
  return nextResolve(specifier, context);
}
