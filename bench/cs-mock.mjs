const t0=performance.now();
const { createMuseumMock } = await import('@museum-api/mock');
const t1=performance.now();
const { setupServer } = await import('msw/node');
const t2=performance.now();
console.log(JSON.stringify({mockImport:t1-t0, msw:t2-t1, start:t0}));
