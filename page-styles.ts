// The page's one stylesheet: every built-in's CSS, bundled from the same imports, in the same order,
// as main.tsx had them when it imported the built-ins statically. esbuild gives a dynamically
// imported chunk a stylesheet of its own that nothing loads, and the rules' order decides which
// of two equally specific rules wins: one sheet in this order keeps every screen as it was.
// build.mjs links this entry's stylesheet from index.html; its script is never loaded.
import './apps';
import './engine';
import './plugins';
