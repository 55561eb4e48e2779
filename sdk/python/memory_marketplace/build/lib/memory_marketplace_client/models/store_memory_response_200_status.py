from enum import StrEnum


class StoreMemoryResponse200Status(StrEnum):
    DUPLICATE = "duplicate"
    STORED = "stored"
    STORED_ASYNC = "stored (async)"

    def __str__(self) -> str:
        return str(self.value)
