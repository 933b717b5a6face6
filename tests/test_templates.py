"""Every template validates and advises without error."""

import pytest

from gpuadvisor import templates as T
from gpuadvisor.domain.project import ProjectDocument, Workload
from gpuadvisor.session import ProjectSession


@pytest.mark.parametrize("key", list(T.WORKLOAD_TEMPLATES))
def test_workload_template_validates(key):
    w = T.make_workload(key)
    assert isinstance(w, Workload)
    Workload.model_validate(w.model_dump(mode="json"))
    assert T.make_workload(key).id != w.id  # fresh ids


def test_eleven_scenarios():
    assert len(T.WORKLOAD_TEMPLATES) == 11


def test_all_templates_advise():
    projects = [T.make_project(k) for k in T.PROJECT_TEMPLATES]
    projects.append(T.make_project("ecommerce"))  # a second copy gets new ids
    doc = ProjectDocument(projects=projects)
    session = ProjectSession(document=doc)
    result = session.recompute()
    names = {wa.workload.name for wa in result.workloads}
    for t in T.WORKLOAD_TEMPLATES.values():
        assert t.make().name in names
    for wa in result.workloads:
        assert wa.feasible, f"{wa.workload.name}: nothing fits"
    assert result.plan is not None
