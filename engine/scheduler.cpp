#include "engine/scheduler.h"

#include <map>

namespace linrt::engine {

namespace {

size_t value_bytes(const Plan& plan, uint32_t value) {
  const TensorDesc& d = plan.values[value].desc;
  return size_t(d.numel()) * dtype_size(d.dtype);
}

}  // namespace

Scheduler::Scheduler(std::shared_ptr<const Plan> plan, std::unique_ptr<DeviceSession> device, ref::Executor& exec,
                     int threads, bool split_small)
    : plan_(std::move(plan)), device_(std::move(device)), host_(plan_, exec, threads, split_small) {
  if (!device_) return;
  const Plan& p = *plan_;
  where_.assign(p.storages.size(), Where::Host);
  // Overlaps among the slices of one in-place buffer (by root, then by byte range).
  auto root_of = [&](uint32_t s) {
    while (p.storages[s].parent >= 0) s = uint32_t(p.storages[s].parent);
    return s;
  };
  overlaps_.resize(p.storages.size());
  std::map<uint32_t, std::vector<uint32_t>> by_root;
  for (uint32_t s = 0; s < p.storages.size(); ++s)
    if (p.storages[s].kind == Storage::Kind::Arena) by_root[root_of(s)].push_back(s);
  for (const auto& [root, members] : by_root)
    for (uint32_t a : members)
      for (uint32_t b : members) {
        const Storage &x = p.storages[a], &y = p.storages[b];
        if (a != b && x.offset < y.offset + y.bytes && y.offset < x.offset + x.bytes) overlaps_[a].push_back(b);
      }
  for (uint32_t v = 0; v < p.values.size() && !host_arena_; ++v) {
    if (p.values[v].storage >= p.storages.size()) continue;  // a value without storage
    const Storage& st = p.storages[p.values[v].storage];
    if (p.values[v].is_tensor && st.kind == Storage::Kind::Arena)
      host_arena_ = static_cast<uint8_t*>(host_.arena_data(v)) - st.offset;
  }
}

void Scheduler::upload_storage(uint32_t s) {
  const Storage& st = plan_->storages[s];
  device_->upload(s, host_arena_ + st.offset, st.bytes);
  uploaded_ += st.bytes;
  where_[s] = Where::Both;
}

void Scheduler::download_storage(uint32_t s) {
  const Storage& st = plan_->storages[s];
  device_->download(s, host_arena_ + st.offset, st.bytes);
  downloaded_ += st.bytes;
  where_[s] = Where::Both;
}

void Scheduler::before_device_read(uint32_t value) {
  const uint32_t s = plan_->values[value].storage;
  switch (plan_->storages[s].kind) {
    case Storage::Kind::Arena:
      before_device_access(s, false);
      break;
    case Storage::Kind::Input:
    case Storage::Kind::Dynamic:
      if (where_[s] == Where::Host) {
        const size_t bytes = value_bytes(*plan_, value);
        device_->upload(s, host_.host_data(value), bytes);
        uploaded_ += bytes;
        where_[s] = Where::Both;
      }
      break;
    case Storage::Kind::Constant:  // uploaded once by the device's program
    case Storage::Kind::Absent:
      break;
  }
}

void Scheduler::before_device_access(uint32_t s, bool write) {
  // Host-newer bytes anywhere in this range go up first (a write may cover only part of them).
  if (where_[s] == Where::Host) upload_storage(s);
  for (uint32_t o : overlaps_[s])
    if (where_[o] == Where::Host) upload_storage(o);
  if (!write) return;
  where_[s] = Where::Device;
  for (uint32_t o : overlaps_[s]) where_[o] = Where::Device;  // all Both here: the device now has the newest
}

bool Scheduler::before_host_access(uint32_t s, bool write) {
  bool pending = false;
  if (where_[s] == Where::Device && !write) download_storage(s), pending = true;
  for (uint32_t o : overlaps_[s])
    if (where_[o] == Where::Device) download_storage(o), pending = true;
  // A host write of the whole range makes its own device bytes stale without reading them.
  if (write && where_[s] == Where::Device) where_[s] = Where::Both;
  return pending;
}

void Scheduler::after_host_write(uint32_t s) {
  where_[s] = Where::Host;
  for (uint32_t o : overlaps_[s]) where_[o] = Where::Host;  // all Both here: the host now has the newest
}

void Scheduler::run(std::span<const BoundInput> inputs, std::span<const ResultDestination> destinations) {
  if (!device_) {
    host_.run(inputs, destinations);
    return;
  }
  const Plan& p = *plan_;
  host_.bind_inputs(inputs);
  device_->begin();
  // Arguments are new on the host; intermediates are not written yet (in sync, trivially).
  for (uint32_t st = 0; st < p.storages.size(); ++st)
    where_[st] = p.storages[st].kind == Storage::Kind::Input ? Where::Host : Where::Both;
  uploaded_ = downloaded_ = 0;
  auto arena_storage = [&](uint32_t v) -> int64_t {
    const uint32_t s = p.values[v].storage;
    return p.storages[s].kind == Storage::Kind::Arena ? int64_t(s) : -1;
  };
  for (size_t k = 0; k < p.dispatches.size(); ++k) {
    const Dispatch& d = p.dispatches[k];
    if (device_->runs(k)) {
      for (uint32_t v : d.inputs) before_device_read(v);
      for (uint32_t v : d.outputs) before_device_access(p.values[v].storage, true);  // device outputs are Arena
      device_->dispatch(k);
      continue;
    }
    // A host dispatch: everything it reads must be on the host, and device-newer bytes next
    // to what it writes (other slices of the same buffer) too.
    bool need_flush = false;
    for (uint32_t v : d.inputs)
      if (int64_t s = arena_storage(v); s >= 0) need_flush |= before_host_access(uint32_t(s), false);
    for (uint32_t v : d.captures)
      if (int64_t s = arena_storage(v); s >= 0) need_flush |= before_host_access(uint32_t(s), false);
    for (uint32_t v : d.outputs)
      if (int64_t s = arena_storage(v); s >= 0) need_flush |= before_host_access(uint32_t(s), true);
    if (need_flush) device_->flush();
    host_.run_dispatch(k);
    for (uint32_t v : d.outputs) {
      const uint32_t s = p.values[v].storage;
      if (p.storages[s].kind == Storage::Kind::Arena) after_host_write(s);
      else where_[s] = Where::Host;
    }
  }
  for (uint32_t v : p.results)
    if (int64_t s = p.values[v].is_tensor ? arena_storage(v) : -1; s >= 0) before_host_access(uint32_t(s), false);
  device_->flush();
}

}  // namespace linrt::engine
