import struct, numpy as np, sys
QK = 32
def parse(path):
    b = open(path, 'rb').read()
    assert b[:4] == b'E5S1', b[:4]
    p = 4
    def i32():
        nonlocal p; v = struct.unpack_from('<i', b, p)[0]; p += 4; return v
    def u32():
        nonlocal p; v = struct.unpack_from('<I', b, p)[0]; p += 4; return v
    def u64():
        nonlocal p; v = struct.unpack_from('<Q', b, p)[0]; p += 8; return v
    def f32():
        nonlocal p; v = struct.unpack_from('<f', b, p)[0]; p += 4; return v
    def u16():
        nonlocal p; v = struct.unpack_from('<H', b, p)[0]; p += 2; return v
    version = u32()
    hdr = dict(H=i32(), NL=i32(), NH=i32(), FF=i32(), VOC=i32(), MAXP=i32(), TVS=i32(), eps=f32(), qk=i32(), version=version)
    n = i32(); bos, eos, pad, unk = i32(), i32(), i32(), i32()
    bloblen = u64()
    offs = np.frombuffer(b, '<u4', n + 1, p); p += 4 * (n + 1)
    scores = np.frombuffer(b, '<f4', n, p); p += 4 * n
    blob = b[p:p + bloblen]; p += bloblen
    pieces = [blob[offs[i]:offs[i + 1]].decode('utf-8') for i in range(n)]
    n_norm = i32(); nm_bytes = u32(); nm = b[p:p + nm_bytes]; p += nm_bytes
    norm = {}; q = 0
    for _ in range(n_norm):
        cp = struct.unpack_from('<I', nm, q)[0]; q += 4; no = nm[q]; q += 1
        outs = struct.unpack_from('<%dI' % no, nm, q); q += 4 * no
        norm[cp] = outs
    ndir = i32(); tensors = {}
    for _ in range(ndir):
        nl = u16(); name = b[p:p + nl].decode(); p += nl
        dtype = b[p]; p += 1; cnt = u32(); off = u64(); nbytes = u64()
        tensors[name] = (dtype, cnt, off, nbytes)
    return b, hdr, dict(n=n, bos=bos, eos=eos, pad=pad, unk=unk, pieces=pieces, scores=np.array(scores), norm=norm), tensors

def deq_q4(b, off, nbytes, rows, cols):
    nb = cols // QK
    blk = np.frombuffer(b, dtype=np.dtype([('d', '<f2'), ('qs', 'u1', 16)]), count=rows * nb, offset=off)
    d = blk['d'].astype(np.float32).reshape(rows, nb, 1)
    qs = blk['qs'].reshape(rows, nb, 16)
    lo = (qs & 0x0F).astype(np.int8) - 8
    hi = (qs >> 4).astype(np.int8) - 8
    q = np.concatenate([lo, hi], axis=2)  # byte j -> weight j (low), j+16 (high)
    return q, d  # q int8 [rows, nb, 32] in [-8,7]; d float32 [rows, nb, 1]

if __name__ == '__main__':
    b, hdr, tok, tens = parse(sys.argv[1])
    print(hdr)
    print({k: v for k, v in tok.items() if k not in ('pieces', 'scores', 'norm')}, 'n_norm', len(tok['norm']))
    print(tok['pieces'][:12], tok['scores'][:12], tok['pieces'][-5:])
    for k, v in list(tens.items())[:22]: print(k, v)
    print(len(tens))
