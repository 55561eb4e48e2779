"""Stores a memory and finds it again through the generated Python SDK.

Run against a running service: MM_BASE_URL (default http://localhost:8080) and MM_KEY (an API key).
Prints the search answer as JSON; exits non-zero when a call fails. test/e2e/python-sdk.int.ts runs it.
"""

import json
import os
import sys
import time

from memory_marketplace_client import Client
from memory_marketplace_client.api.memory import create_store, search_memories, store_memory
from memory_marketplace_client.models import (
    CreateStoreBody,
    MemoryError_,
    SearchMemoriesBody,
    StoreMemoryBody,
    StoreMemoryResponse200Status,
)


def main() -> int:
    client = Client(
        base_url=os.environ.get("MM_BASE_URL", "http://localhost:8080"), headers={"X-API-Key": os.environ["MM_KEY"]}
    )
    user_id = os.environ.get("MM_USER_ID", "python-sdk")
    content = os.environ.get("MM_CONTENT", "Bruno prefers window seats on long flights.")
    query = os.environ.get("MM_QUERY", "Where does Bruno like to sit?")

    created = create_store.sync(client=client, body=CreateStoreBody(user_id=user_id))
    stored = store_memory.sync(client=client, body=StoreMemoryBody(user_id=user_id, content=content))
    for answer in (created, stored):
        if answer is None or isinstance(answer, MemoryError_):
            print(json.dumps(answer.to_dict() if answer else None), file=sys.stderr)
            return 1
    # `stored (async)`: the memory is kept and becomes searchable once its indexing job ran.
    for _ in range(30):
        found = search_memories.sync(client=client, body=SearchMemoriesBody(user_id=user_id, query=query))
        if found is None or isinstance(found, MemoryError_):
            print(json.dumps(found.to_dict() if found else None), file=sys.stderr)
            return 1
        if stored.status != StoreMemoryResponse200Status.STORED_ASYNC or any(m.id == stored.id for m in found.memories):
            break
        time.sleep(1)
    print(json.dumps({"stored": stored.to_dict(), "search": found.to_dict()}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
