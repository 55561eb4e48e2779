from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.subscription_object import SubscriptionObject
from ..models.subscription_status import SubscriptionStatus

if TYPE_CHECKING:
    from ..models.subscription_metadata_type_0 import SubscriptionMetadataType0


T = TypeVar("T", bound="Subscription")


@_attrs_define
class Subscription:
    """
    Example:
        {'id': 'sub_8f2k1', 'object': 'subscription', 'api_id': 'api_weather', 'plan_id': 'plan_pro', 'status':
            'active', 'metadata': {'team': 'forecasting'}, 'created_at': '2026-03-01T10:00:00Z', 'current_period_start':
            '2026-03-01T10:00:00Z', 'current_period_end': '2026-04-01T10:00:00Z', 'cancel_at_period_end': False,
            'cancelled_at': None, 'access_until': None}

    Attributes:
        id (str):
        object_ (SubscriptionObject):
        api_id (str):
        plan_id (str):
        status (SubscriptionStatus):
        metadata (None | SubscriptionMetadataType0):
        created_at (datetime.datetime):
        current_period_start (datetime.datetime):
        current_period_end (datetime.datetime):
        cancel_at_period_end (bool):
        cancelled_at (datetime.datetime | None):
        access_until (datetime.datetime | None):
    """

    id: str
    object_: SubscriptionObject
    api_id: str
    plan_id: str
    status: SubscriptionStatus
    metadata: None | SubscriptionMetadataType0
    created_at: datetime.datetime
    current_period_start: datetime.datetime
    current_period_end: datetime.datetime
    cancel_at_period_end: bool
    cancelled_at: datetime.datetime | None
    access_until: datetime.datetime | None
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.subscription_metadata_type_0 import SubscriptionMetadataType0  # noqa: PLC0415

        id = self.id

        object_ = self.object_.value

        api_id = self.api_id

        plan_id = self.plan_id

        status = self.status.value

        metadata: dict[str, Any] | None
        if isinstance(self.metadata, SubscriptionMetadataType0):
            metadata = self.metadata.to_dict()
        else:
            metadata = self.metadata

        created_at = self.created_at.isoformat()

        current_period_start = self.current_period_start.isoformat()

        current_period_end = self.current_period_end.isoformat()

        cancel_at_period_end = self.cancel_at_period_end

        cancelled_at: None | str
        if isinstance(self.cancelled_at, datetime.datetime):
            cancelled_at = self.cancelled_at.isoformat()
        else:
            cancelled_at = self.cancelled_at

        access_until: None | str
        if isinstance(self.access_until, datetime.datetime):
            access_until = self.access_until.isoformat()
        else:
            access_until = self.access_until

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "object": object_,
                "api_id": api_id,
                "plan_id": plan_id,
                "status": status,
                "metadata": metadata,
                "created_at": created_at,
                "current_period_start": current_period_start,
                "current_period_end": current_period_end,
                "cancel_at_period_end": cancel_at_period_end,
                "cancelled_at": cancelled_at,
                "access_until": access_until,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.subscription_metadata_type_0 import SubscriptionMetadataType0  # noqa: PLC0415

        d = dict(src_dict)
        id = d.pop("id")

        object_ = SubscriptionObject(d.pop("object"))

        api_id = d.pop("api_id")

        plan_id = d.pop("plan_id")

        status = SubscriptionStatus(d.pop("status"))

        def _parse_metadata(data: object) -> None | SubscriptionMetadataType0:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                metadata_type_0 = SubscriptionMetadataType0.from_dict(data)

                return metadata_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | SubscriptionMetadataType0, data)

        metadata = _parse_metadata(d.pop("metadata"))

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))

        current_period_start = datetime.datetime.fromisoformat(d.pop("current_period_start"))

        current_period_end = datetime.datetime.fromisoformat(d.pop("current_period_end"))

        cancel_at_period_end = d.pop("cancel_at_period_end")

        def _parse_cancelled_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                cancelled_at_type_0 = datetime.datetime.fromisoformat(data)

                return cancelled_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        cancelled_at = _parse_cancelled_at(d.pop("cancelled_at"))

        def _parse_access_until(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                access_until_type_0 = datetime.datetime.fromisoformat(data)

                return access_until_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        access_until = _parse_access_until(d.pop("access_until"))

        subscription = cls(
            id=id,
            object_=object_,
            api_id=api_id,
            plan_id=plan_id,
            status=status,
            metadata=metadata,
            created_at=created_at,
            current_period_start=current_period_start,
            current_period_end=current_period_end,
            cancel_at_period_end=cancel_at_period_end,
            cancelled_at=cancelled_at,
            access_until=access_until,
        )

        subscription.additional_properties = d
        return subscription

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
