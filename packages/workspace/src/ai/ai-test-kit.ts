import { buildAiProviderApp, type AiProviderStandIn } from '@rewright/ai-provider/app';
import { convertFiles, type ProjectResult } from '@rewright/converter';
import type { AiSettings, AiSettingsOutcome } from './settings';

/** The stand-in provider on loopback, for the AI pass's tests (the real SDKs talk to it). */
export async function startAiStandIn(): Promise<AiProviderStandIn & { origin: string }> {
  const standIn = await buildAiProviderApp({ apiKey: 'sk-rewright-test' });
  const origin = await standIn.app.listen({ host: '127.0.0.1', port: 0 });
  return Object.assign(standIn, { origin });
}

export function aiSettings(
  origin: string,
  provider: 'openai' | 'anthropic',
  overrides: Partial<AiSettings> = {},
): AiSettingsOutcome {
  return {
    enabled: true,
    settings: {
      provider,
      baseURL: provider === 'openai' ? `${origin}/v1` : origin,
      apiKey: 'sk-rewright-test',
      model: provider === 'openai' ? 'gpt-stand-in' : 'claude-stand-in',
      timeoutMs: 5_000,
      concurrency: 2,
      maxRequests: 20,
      maxRetries: 2,
      maxRetryWaitMs: 5_000,
      ...overrides,
    },
  };
}

/** A Selenium (JavaScript) spec whose two statements the rules leave as TODOs. */
export const SELENIUM_SPEC = `const { Builder, By, until } = require('selenium-webdriver');

describe('search', function () {
  let driver;
  beforeEach(async function () {
    driver = await new Builder().forBrowser('chrome').build();
  });
  afterEach(async function () {
    await driver.quit();
  });

  it('picks the second item', async function () {
    await driver.get('http://localhost:8080/index.html');
    await driver.findElement(By.cssContainingText('li', 'Second')).click();
  });

  it('waits for the result', async function () {
    await driver.get('http://localhost:8080/index.html');
    await driver.wait(until.elementIsPresent(By.id('result')));
  });
});
`;

export function convertSelenium(): Promise<ProjectResult> {
  return convertFiles([{ path: 'test/search.spec.js', source: SELENIUM_SPEC }]);
}

export const fenced = (code: string, language = 'ts') => `\`\`\`${language}\n${code}\n\`\`\``;

/** A Selenium Java test whose statement the rules keep as a commented TODO. */
export const JAVA_TEST = `import org.openqa.selenium.By;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.chrome.ChromeDriver;
import org.testng.annotations.AfterMethod;
import org.testng.annotations.BeforeMethod;
import org.testng.annotations.Test;

public class HelpTest {
  private WebDriver driver;

  @BeforeMethod
  public void setUp() {
    driver = new ChromeDriver();
    driver.get("http://localhost:4000");
  }

  @AfterMethod
  public void tearDown() {
    driver.quit();
  }

  @Test
  public void opensHelp() {
    driver.findElement(By.linkText("Help")).click();
    driver.switchTo().window("help-window");
  }
}
`;
