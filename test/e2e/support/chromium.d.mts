// Types of chromium.mjs for the TypeScript that imports it (playwright.config.ts).
export const chromiumLaunchOptions: { executablePath: string; args: string[] };
