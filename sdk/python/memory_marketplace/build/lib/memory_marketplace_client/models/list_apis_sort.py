from enum import StrEnum


class ListApisSort(StrEnum):
    NAME = "name"
    NEWEST = "newest"
    POPULAR = "popular"

    def __str__(self) -> str:
        return str(self.value)
