"""The memory surface through the packaged facade: store, search, recall, forget, and an error.

Run against a running service with the `memory-marketplace` wheel installed: MM_BASE_URL (default
http://localhost:8080) and MM_KEY (an API key). Prints what it saw as JSON. test/e2e/python-sdk.int.ts
runs it in a fresh virtual environment.
"""

import asyncio
import json
import os
import sys
import time

from memory_marketplace import AsyncMemoryClient, MemoryClient, MemoryMarketplaceError

BASE_URL = os.environ.get("MM_BASE_URL", "http://localhost:8080")


def main() -> int:
    user_id = os.environ.get("MM_USER_ID", "python-facade")
    content = "Bruno prefers window seats on long flights."
    out: dict = {}
    with MemoryClient(api_key=os.environ["MM_KEY"], base_url=BASE_URL) as mm:
        mm.create_store(user_id)
        stored = mm.store(user_id, content, metadata={"source": "example"})
        out["stored"] = {"id": str(stored.id), "status": str(stored.status)}
        # `stored (async)`: searchable once its indexing job ran.
        for _ in range(30):
            found = mm.search(user_id, "Where does Bruno like to sit on a plane?", max_results=3)
            if any(m.id == stored.id for m in found.memories):
                break
            time.sleep(1)
        out["search"] = [{"id": str(m.id), "content": m.content} for m in found.memories]
        recalled = mm.recall(user_id, "seat preference")
        out["recall"] = [str(m.id) for m in recalled.long_term.memories]
        out["async_search"] = asyncio.run(search_async(user_id))
        forgotten = mm.forget(user_id, stored.id)
        out["forget"] = {"status": forgotten.status, "deleted": forgotten.deleted}
        out["after_forget"] = [str(m.id) for m in mm.search(user_id, "window seats").memories]
    try:
        with MemoryClient(api_key="mk_not_a_key", base_url=BASE_URL) as wrong:
            wrong.search(user_id, "anything")
        out["error"] = None
    except MemoryMarketplaceError as error:
        out["error"] = {
            "class": type(error).__name__,
            "status": error.status,
            "type": error.type,
            "code": error.code,
            "message": error.message,
            "request_id": error.request_id,
        }
    print(json.dumps(out))
    return 0


async def search_async(user_id: str) -> list[str]:
    async with AsyncMemoryClient(api_key=os.environ["MM_KEY"], base_url=BASE_URL) as mm:
        found = await mm.search(user_id, "window seat")
        return [str(m.id) for m in found.memories]


if __name__ == "__main__":
    sys.exit(main())
