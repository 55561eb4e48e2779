from enum import StrEnum


class CategoryObject(StrEnum):
    CATEGORY = "category"

    def __str__(self) -> str:
        return str(self.value)
