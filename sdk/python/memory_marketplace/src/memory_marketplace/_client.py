"""``MemoryClient`` and ``AsyncMemoryClient``: the memory surface in one call per operation."""

from __future__ import annotations

from collections.abc import Mapping
from types import TracebackType
from typing import Any, Self
from uuid import UUID

import httpx
from memory_marketplace_client import AuthenticatedClient
from memory_marketplace_client.api.memory import create_store, forget, recall, search_memories, store_memory
from memory_marketplace_client.models import (
    CreateStoreBody,
    CreateStoreResponse200,
    ForgetBody,
    ForgetResponse200,
    RecallBody,
    RecallResponse200,
    SearchMemoriesBody,
    SearchMemoriesResponse200,
    StoreMemoryBody,
    StoreMemoryBodyMetadataType0,
    StoreMemoryResponse200,
)
from memory_marketplace_client.types import UNSET

from ._transport import (
    answer,
    retry_policy,
    retry_transport,
    set_idempotency_key,
    set_idempotency_key_async,
    unreachable,
)


def _generated_client(
    *,
    api_key: str,
    base_url: str,
    timeout: float | None,
    max_retries: int,
    backoff_factor: float,
    max_backoff_wait: float,
    headers: Mapping[str, str] | None,
    async_: bool,
) -> AuthenticatedClient:
    hook = set_idempotency_key_async if async_ else set_idempotency_key
    return AuthenticatedClient(
        base_url=base_url,
        token=api_key,
        # Both surfaces accept either header; the memory surface's own is X-API-Key.
        headers={"X-API-Key": api_key, **(headers or {})},
        timeout=httpx.Timeout(timeout),
        httpx_args={
            "transport": retry_transport(retry_policy(max_retries, backoff_factor, max_backoff_wait), async_=async_),
            "event_hooks": {"request": [hook]},
        },
    )


def _store_body(user_id: str, content: str, metadata: Mapping[str, Any] | None) -> StoreMemoryBody:
    return StoreMemoryBody(
        user_id=user_id,
        content=content,
        metadata=UNSET if metadata is None else StoreMemoryBodyMetadataType0.from_dict(dict(metadata)),
    )


def _search_body(user_id: str, query: str, max_results: int | None, speaker: str | None, filters: Any) -> SearchMemoriesBody:
    return SearchMemoriesBody(
        user_id=user_id,
        query=query,
        max_results=UNSET if max_results is None else max_results,
        speaker=UNSET if speaker is None else speaker,
        filters=UNSET if filters is None else filters,
    )


def _forget_body(user_id: str, memory_id: str | UUID | None) -> ForgetBody:
    return ForgetBody(user_id=user_id, memory_id=UNSET if memory_id is None else str(memory_id))


class MemoryClient:
    """A blocking client of the memory surface.

    Every call returns the operation's typed model or raises ``MemoryMarketplaceError`` (status,
    type/code, message, request_id). Connection failures and 429/500/502/503/504 answers are retried
    with exponential backoff and jitter, honouring ``Retry-After``; every POST carries one
    ``Idempotency-Key``, reused by its retries. ``MemoryMarketplaceConnectionError`` once retries are spent.
    """

    def __init__(
        self,
        *,
        api_key: str,
        base_url: str = "http://localhost:8080",
        service_model: str = "tablet-1",
        timeout: float | None = 30.0,
        max_retries: int = 3,
        backoff_factor: float = 1.0,
        max_backoff_wait: float = 60.0,
        headers: Mapping[str, str] | None = None,
    ) -> None:
        self._model = service_model
        self._client = _generated_client(
            api_key=api_key,
            base_url=base_url,
            timeout=timeout,
            max_retries=max_retries,
            backoff_factor=backoff_factor,
            max_backoff_wait=max_backoff_wait,
            headers=headers,
            async_=False,
        )

    def create_store(self, user_id: str) -> CreateStoreResponse200:
        """Creates the store of ``user_id`` (answers the existing one when it is already there)."""
        try:
            response = create_store.sync_detailed(client=self._client, body=CreateStoreBody(user_id=user_id), x_service_model=self._model)
        except httpx.TransportError as error:
            raise unreachable(error) from error
        return answer(response, CreateStoreResponse200)

    def store(self, user_id: str, content: str, *, metadata: Mapping[str, Any] | None = None) -> StoreMemoryResponse200:
        """Stores one memory; ``status`` says whether it is searchable yet (``stored``) or soon (``stored (async)``)."""
        try:
            response = store_memory.sync_detailed(client=self._client, body=_store_body(user_id, content, metadata), x_service_model=self._model)
        except httpx.TransportError as error:
            raise unreachable(error) from error
        return answer(response, StoreMemoryResponse200)

    def search(
        self, user_id: str, query: str, *, max_results: int | None = None, speaker: str | None = None, filters: Any = None
    ) -> SearchMemoriesResponse200:
        """The best matching memories, best first."""
        body = _search_body(user_id, query, max_results, speaker, filters)
        try:
            response = search_memories.sync_detailed(client=self._client, body=body, x_service_model=self._model)
        except httpx.TransportError as error:
            raise unreachable(error) from error
        return answer(response, SearchMemoriesResponse200)

    def recall(self, user_id: str, query: str) -> RecallResponse200:
        """Short-term turns, long-term matches and their context in one bounded call."""
        try:
            response = recall.sync_detailed(client=self._client, body=RecallBody(user_id=user_id, query=query), x_service_model=self._model)
        except httpx.TransportError as error:
            raise unreachable(error) from error
        return answer(response, RecallResponse200)

    def forget(self, user_id: str, memory_id: str | UUID | None = None) -> ForgetResponse200:
        """Forgets one memory, or the whole store of ``user_id`` when ``memory_id`` is not given."""
        try:
            response = forget.sync_detailed(client=self._client, body=_forget_body(user_id, memory_id), x_service_model=self._model)
        except httpx.TransportError as error:
            raise unreachable(error) from error
        return answer(response, ForgetResponse200)

    def close(self) -> None:
        self._client.get_httpx_client().close()

    def __enter__(self) -> Self:
        return self

    def __exit__(self, kind: type[BaseException] | None, value: BaseException | None, tb: TracebackType | None) -> None:
        self.close()


class AsyncMemoryClient:
    """``MemoryClient`` for asyncio: the same methods, awaited."""

    def __init__(
        self,
        *,
        api_key: str,
        base_url: str = "http://localhost:8080",
        service_model: str = "tablet-1",
        timeout: float | None = 30.0,
        max_retries: int = 3,
        backoff_factor: float = 1.0,
        max_backoff_wait: float = 60.0,
        headers: Mapping[str, str] | None = None,
    ) -> None:
        self._model = service_model
        self._client = _generated_client(
            api_key=api_key,
            base_url=base_url,
            timeout=timeout,
            max_retries=max_retries,
            backoff_factor=backoff_factor,
            max_backoff_wait=max_backoff_wait,
            headers=headers,
            async_=True,
        )

    async def create_store(self, user_id: str) -> CreateStoreResponse200:
        try:
            response = await create_store.asyncio_detailed(client=self._client, body=CreateStoreBody(user_id=user_id), x_service_model=self._model)
        except httpx.TransportError as error:
            raise unreachable(error) from error
        return answer(response, CreateStoreResponse200)

    async def store(self, user_id: str, content: str, *, metadata: Mapping[str, Any] | None = None) -> StoreMemoryResponse200:
        try:
            response = await store_memory.asyncio_detailed(
                client=self._client, body=_store_body(user_id, content, metadata), x_service_model=self._model
            )
        except httpx.TransportError as error:
            raise unreachable(error) from error
        return answer(response, StoreMemoryResponse200)

    async def search(
        self, user_id: str, query: str, *, max_results: int | None = None, speaker: str | None = None, filters: Any = None
    ) -> SearchMemoriesResponse200:
        body = _search_body(user_id, query, max_results, speaker, filters)
        try:
            response = await search_memories.asyncio_detailed(client=self._client, body=body, x_service_model=self._model)
        except httpx.TransportError as error:
            raise unreachable(error) from error
        return answer(response, SearchMemoriesResponse200)

    async def recall(self, user_id: str, query: str) -> RecallResponse200:
        try:
            response = await recall.asyncio_detailed(client=self._client, body=RecallBody(user_id=user_id, query=query), x_service_model=self._model)
        except httpx.TransportError as error:
            raise unreachable(error) from error
        return answer(response, RecallResponse200)

    async def forget(self, user_id: str, memory_id: str | UUID | None = None) -> ForgetResponse200:
        try:
            response = await forget.asyncio_detailed(client=self._client, body=_forget_body(user_id, memory_id), x_service_model=self._model)
        except httpx.TransportError as error:
            raise unreachable(error) from error
        return answer(response, ForgetResponse200)

    async def aclose(self) -> None:
        await self._client.get_async_httpx_client().aclose()

    async def __aenter__(self) -> Self:
        return self

    async def __aexit__(self, kind: type[BaseException] | None, value: BaseException | None, tb: TracebackType | None) -> None:
        await self.aclose()
