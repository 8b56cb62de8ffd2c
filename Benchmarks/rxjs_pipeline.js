// The interpreted pipeline's peer in Node + RxJS 7, as a whole process: range -> map -> filter -> a counting
// subscriber over COUNT events, the same pipeline `Benchmarks/run` gives rxrepl. Usage: node rxjs_pipeline.js COUNT
const { range } = require('rxjs');
const { map, filter } = require('rxjs/operators');

const count = Number(process.argv[2]);
let counted = 0;
range(0, count)
  .pipe(map((x) => x * 2), filter((x) => x % 3 === 0))
  .subscribe({ next: () => { counted += 1; } });
if (counted !== Math.floor((count + 2) / 3)) {
  throw new Error(`counted ${counted}`);
}
