import type { Config } from '@react-router/dev/config';

export default {
  ssr: true,
  appDirectory: 'app',
  // BUILD_DIR lets several checkouts or engineers build side by side (default: build/).
  buildDirectory: process.env.BUILD_DIR || 'build',
  future: { v8_middleware: true },
} satisfies Config;
