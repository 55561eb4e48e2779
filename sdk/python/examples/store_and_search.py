"""Stores a memory and finds it again through the generated Python SDK.

Run against a running service: MM_BASE_URL (default http://localhost:8080) and MM_KEY (an API key).
Prints the search answer as JSON; exits non-zero when a call fails. test/e2e/python-sdk.int.ts runs it.
"""

import json
import os
import sys

from memory_marketplace_client import Client
from memory_marketplace_client.api.memory import create_store, search_memories, store_memory
from memory_marketplace_client.models import (
    CreateStoreBody,
    MemoryError_,
    SearchMemoriesBody,
    StoreMemoryBody,
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
    found = search_memories.sync(client=client, body=SearchMemoriesBody(user_id=user_id, query=query))
    for answer in (created, stored, found):
        if answer is None or isinstance(answer, MemoryError_):
            print(json.dumps(answer.to_dict() if answer else None), file=sys.stderr)
            return 1
    print(json.dumps({"stored": stored.to_dict(), "search": found.to_dict()}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
