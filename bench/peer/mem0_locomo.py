"""LoCoMo retrieval with mem0's open-source library, for `npm run eval`.

Reads a JSON job on stdin and writes JSON results on stdout (progress on stderr). mem0 runs with
its default local vector store (Qdrant in local mode, on disk), the same embedding model as the
service (served over an OpenAI-compatible /v1/embeddings endpoint on loopback, with the model's
query/passage prefixes), and no language model: memories are added raw (infer=False).
"""
import json
import os
import sys
import tempfile
import time

os.environ.setdefault("MEM0_TELEMETRY", "False")

from mem0 import Memory  # noqa: E402


def log(msg):
    print(f"mem0: {msg}", file=sys.stderr, flush=True)


def main():
    job = json.load(sys.stdin)
    work = tempfile.mkdtemp(prefix="mem0-locomo-")
    os.environ["MEM0_DIR"] = work
    config = {
        "vector_store": {
            "provider": "qdrant",
            "config": {"collection_name": "locomo", "path": os.path.join(work, "qdrant"), "embedding_model_dims": job["dimensions"], "on_disk": True},
        },
        "embedder": {
            "provider": "openai",
            "config": {"model": job["model"], "api_key": "local", "openai_base_url": job["embedding_url"], "embedding_dims": job["dimensions"]},
        },
        # Never called: memories are added with infer=False and search uses no language model.
        "llm": {"provider": "openai", "config": {"model": "none", "api_key": "local", "openai_base_url": job["embedding_url"]}},
        "history_db_path": os.path.join(work, "history.db"),
    }
    memory = Memory.from_config(config)

    # The model's prefixes, as the service applies them: queries and passages are embedded differently.
    embedder = memory.embedding_model
    plain_embed = embedder.embed

    def embed(text, memory_action=None):
        prefix = job["query_prefix"] if memory_action == "search" else job["passage_prefix"]
        return plain_embed(prefix + text, memory_action)

    embedder.embed = embed
    if hasattr(embedder, "embed_batch"):
        plain_batch = embedder.embed_batch

        def embed_batch(texts, memory_action="add"):
            prefix = job["query_prefix"] if memory_action == "search" else job["passage_prefix"]
            return plain_batch([prefix + t for t in texts], memory_action)

        embedder.embed_batch = embed_batch

    out = {"add_ms": [], "search_ms": [], "questions": {}}
    for conv in job["conversations"]:
        user = conv["user_id"]
        key_of = {}
        log(f"{user}: adding {len(conv['turns'])} turns")
        for turn in conv["turns"]:
            start = time.perf_counter()
            res = memory.add(turn["content"], user_id=user, metadata={"turn": turn["key"]}, infer=False)
            out["add_ms"].append((time.perf_counter() - start) * 1000)
            for item in res.get("results", []):
                key_of[item["id"]] = turn["key"]
        log(f"{user}: {len(conv['questions'])} questions")
        for q in conv["questions"]:
            start = time.perf_counter()
            res = memory.search(q["question"], filters={"user_id": user}, top_k=job["top_k"], threshold=0.0)
            out["search_ms"].append((time.perf_counter() - start) * 1000)
            hits = res.get("results", []) if isinstance(res, dict) else res
            keys = []
            for h in hits:
                key = key_of.get(h.get("id")) or (h.get("metadata") or {}).get("turn")
                if key:
                    keys.append(key)
            out["questions"][q["qid"]] = keys
    json.dump(out, sys.stdout)


if __name__ == "__main__":
    main()
