from enum import StrEnum


class UsageSummaryObject(StrEnum):
    USAGE_SUMMARY = "usage_summary"

    def __str__(self) -> str:
        return str(self.value)
