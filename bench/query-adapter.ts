// A linear query adapter, fitted by ridge regression: the d×d map W that takes a question's vector
// closest (least squares) to the vectors of the memories that answer it, held towards the identity
// by λ. Studied (`STUDY_ADAPTER=λ`, bench/retrieval-study.ts and bench/mixed-study.ts) and rejected:
// docs/decisions/retrieval-multi-session.md, "Sixth round".

/** W = (QᵀQ + λI)⁻¹ (QᵀE + λI): the d×d map whose product with a question's vector best matches its evidence's. */
export function ridgeAdapter(q: readonly Float32Array[], e: readonly Float32Array[], lambda: number): Float64Array {
  const d = q[0]!.length;
  const a = new Float64Array(d * d);
  const b = new Float64Array(d * d);
  q.forEach((x, n) => {
    const y = e[n]!;
    for (let i = 0; i < d; i++) {
      const xi = x[i]!;
      for (let j = 0; j < d; j++) {
        a[i * d + j]! += xi * x[j]!;
        b[i * d + j]! += xi * y[j]!;
      }
    }
  });
  for (let i = 0; i < d; i++) {
    a[i * d + i]! += lambda;
    b[i * d + i]! += lambda;
  }
  // Cholesky of a (symmetric, positive definite), then a X = b by two triangular solves.
  const l = new Float64Array(d * d);
  for (let i = 0; i < d; i++) {
    for (let j = 0; j <= i; j++) {
      let s = a[i * d + j]!;
      for (let k = 0; k < j; k++) s -= l[i * d + k]! * l[j * d + k]!;
      l[i * d + j] = i === j ? Math.sqrt(s) : s / l[j * d + j]!;
    }
  }
  const x = new Float64Array(d * d);
  for (let c = 0; c < d; c++) {
    const y = new Float64Array(d);
    for (let i = 0; i < d; i++) {
      let s = b[i * d + c]!;
      for (let k = 0; k < i; k++) s -= l[i * d + k]! * y[k]!;
      y[i] = s / l[i * d + i]!;
    }
    for (let i = d - 1; i >= 0; i--) {
      let s = y[i]!;
      for (let k = i + 1; k < d; k++) s -= l[k * d + i]! * x[k * d + c]!;
      x[i * d + c] = s / l[i * d + i]!;
    }
  }
  return x;
}

/** The question's vector times the adapter, to unit length. */
export function applyAdapter(w: Float64Array, v: Float32Array): Float32Array {
  const d = v.length;
  const out = new Float32Array(d);
  for (let i = 0; i < d; i++) {
    const vi = v[i]!;
    if (vi) for (let j = 0; j < d; j++) out[j]! += vi * w[i * d + j]!;
  }
  const norm = Math.hypot(...out) || 1;
  return out.map((x) => x / norm);
}
