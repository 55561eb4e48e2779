# Extract SentencePiece's built-in nmt_nfkc precompiled charsmap (what XLM-R uses) by training a throwaway model.
import sentencepiece as spm, io, sys, tempfile, os
from sentencepiece import sentencepiece_model_pb2 as pb
d = tempfile.mkdtemp()
txt = os.path.join(d, 't.txt'); open(txt, 'w').write('hello world\nthe quick brown fox\n' * 50)
spm.SentencePieceTrainer.train(input=txt, model_prefix=os.path.join(d, 'm'), vocab_size=23, normalization_rule_name='nmt_nfkc', minloglevel=2)
m = pb.ModelProto(); m.ParseFromString(open(os.path.join(d, 'm.model'), 'rb').read())
open(sys.argv[1], 'wb').write(m.normalizer_spec.precompiled_charsmap); print(m.normalizer_spec.name, len(m.normalizer_spec.precompiled_charsmap))
