import { naiveModel } from './fakeModels';
import { startFakeOpenAi } from './fakeOpenAi';

/*
 * The fake OpenAI-compatible server with the naive model (fakeModels.ts), for trying `pnpm bench ai`
 * against a model without one: `npx tsx server/src/modules/ai/testing/serveFakeOpenAi.ts [--port=N]`
 * prints the LLM_BASE_URL to use and serves until stopped.
 */
async function main() {
  const port = Number(process.argv.find((a) => a.startsWith('--port='))?.slice('--port='.length) ?? 0);
  const fake = await startFakeOpenAi(undefined, port);
  fake.reply(naiveModel);
  console.info(`LLM_BASE_URL=${fake.baseURL}`);
  const stop = () => void fake.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
