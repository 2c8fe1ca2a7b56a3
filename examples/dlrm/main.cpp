// linrt-dlrm: DLRM inference from an exported linalg graph through linrt's public API.
//
//   linrt-dlrm --config=sample --check
//   linrt-dlrm --config=mlperf --model=/tmp/dlrm_mlperf --threads=2 --quantize-embeddings=int8
//   linrt-dlrm --config=dlrm-v2 --model=tests/dlrm/dlrm_v2_small --check
//   linrt-dlrm --model=tests/dlrm/variants/qr_mult --check
//
// `sample` is DLRM's README configuration, committed as tests/fixtures/dlrm_readme with its
// inputs and PyTorch's outputs. `dlrm-v2` is MLPerf's DLRM-v2 (a DCNv2 cross network instead of
// the dot interaction, multi-hot bags of fixed sizes per table). `kaggle`, `mlperf` and
// `dlrm-v2`, and any model made by tools/export/dlrm_configs.py from DLRM's flags
// (quotient-remainder or mixed-dimension tables, cat interaction, self-interaction, weighted
// pooling, a loss threshold), live in a directory: model.mlir, whose embedding tables are
// external parameters, tables.safetensors (memory-mapped, so gigabytes of tables load in the
// time it takes to map the file), dlrm.txt (the architecture and the shapes it was exported for)
// and, optionally, out0.npy (PyTorch's predictions for the first mini-batch from the seed).
#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <fstream>
#include <iostream>
#include <map>
#include <optional>
#include <sstream>
#include <stdexcept>
#include <string>
#include <thread>
#include <vector>

#include "criteo.h"
#include "dlrm_inputs.h"
#include "npy_file.h"
#include "linrt/linrt.h"

namespace {

constexpr const char* kUsage = R"(usage: linrt-dlrm [flags]

  --config=sample|kaggle|mlperf|dlrm-v2
                                  which DLRM (default: the one in --model's dlrm.txt, else
                                  sample); dlrm-v2: MLPerf's DCNv2 model, whose bags hold the
                                  model's fixed multi-hot sizes
  --model=DIR                     the model directory (sample: the committed fixture; others:
                                  made by tools/export/dlrm_configs.py, with any of DLRM's
                                  architecture flags)
  --tables=FILE                   the embedding tables (default DIR/tables.safetensors)
  --input-dir=DIR                 sample: read in0.npy .. in6.npy from DIR instead of the model's
  --criteo=FILE                   kaggle/mlperf: read mini-batches from a Criteo click log (Kaggle
                                  train.txt or a Terabyte day file: label, 13 integer and 26 hex
                                  fields per line) and report accuracy and log loss on its labels
  --batch=N                       mini-batch size (must be the one the model was exported for)
  --batches=N                     timed mini-batches (default 10)
  --seed=N                        input generator seed (default 123)
  --num-indices-per-lookup=N      indices per bag: at most N, or exactly N when fixed (default 10)
  --num-indices-per-lookup-fixed  every bag holds exactly N indices
  --one-hot                       one index per bag (MLPerf): the same as N=1, fixed
  --threads=N                     CPU threads (default: all cores)
  --device=cpu|vulkan             where to run (default cpu)
  --quantize-embeddings=none|int8|int4
                                  store the tables rowwise-quantised; the accuracy loss against
                                  float is reported
  --precision=f32|bf16|int8       the MLPs' matmul arithmetic (default f32): bf16 products with
                                  f32 accumulation (AVX512_BF16; an error on CPUs without it),
                                  or int8 ones as PyTorch's dynamic quantisation (weights per
                                  column, activations per row on every run, int32 sums); the
                                  accuracy loss against f32 is reported
  --check                         compare the first mini-batch with PyTorch's outputs (the
                                  model's out0.npy) and exit 1 on a mismatch
  --expected=FILE.npy             --check against these predictions (default: the model's
                                  out0.npy; needed with --criteo)
  --atol=X                        --check tolerance (default 1e-5)
  --prefault                       map the tables' pages in at load (ModelOptions::
                                  prefault_parameters), so the first mini-batches take no
                                  page faults on them
  --no-huge-pages                 bags read the float tables where they are mapped, instead of
                                  a copy in huge-page memory made at the first run
                                  (ModelOptions::huge_page_embeddings)
  --stats                         print the plan's dispatches per kernel and how many run on
                                  reference fallbacks (the CPU plan for the first mini-batch's
                                  shapes)
  --profile                       time every dispatch of the timed mini-batches and print the
                                  time per distinct kernel (CPU device)
  --help                          this text
)";

struct Flags {
  std::string config;  // empty: the model directory's, else sample
  std::string model_dir, tables, input_dir, criteo, expected;
  std::optional<int64_t> batch, lookups;
  bool fixed = false, one_hot = false, check = false, help = false, profile = false, stats = false, prefault = false, huge_pages = true;
  int64_t batches = 10;
  uint32_t seed = 123;
  int threads = 0;
  std::string device = "cpu";
  std::string quantize = "none";
  std::string precision = "f32";
  double atol = 1e-5;
};

struct UsageError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

int64_t parse_int(const std::string& flag, const std::string& v, int64_t lo, int64_t hi) {
  size_t used = 0;
  int64_t x = 0;
  try {
    x = std::stoll(v, &used);
  } catch (const std::exception&) {
    used = 0;
  }
  if (used != v.size() || v.empty() || x < lo || x > hi)
    throw UsageError(flag + ": expected an integer in [" + std::to_string(lo) + ", " + std::to_string(hi) + "], got '" + v + "'");
  return x;
}

Flags parse_flags(int argc, char** argv) {
  Flags f;
  for (int i = 1; i < argc; ++i) {
    const std::string arg = argv[i];
    const size_t eq = arg.find('=');
    const std::string name = arg.substr(0, eq);
    const std::string value = eq == std::string::npos ? "" : arg.substr(eq + 1);
    if (name == "--help" || name == "-h") f.help = true;
    else if (name == "--check") f.check = true;
    else if (name == "--profile") f.profile = true;
    else if (name == "--stats") f.stats = true;
    else if (name == "--prefault") f.prefault = true;
    else if (name == "--no-huge-pages") f.huge_pages = false;
    else if (name == "--num-indices-per-lookup-fixed") f.fixed = true;
    else if (name == "--one-hot") f.one_hot = true;
    else if (eq == std::string::npos) throw UsageError(arg + ": unknown flag, or one without its =VALUE (see --help)");
    else if (name == "--config") f.config = value;
    else if (name == "--model") f.model_dir = value;
    else if (name == "--tables") f.tables = value;
    else if (name == "--input-dir") f.input_dir = value;
    else if (name == "--criteo") f.criteo = value;
    else if (name == "--expected") f.expected = value;
    else if (name == "--batch") f.batch = parse_int(name, value, 1, int64_t(1) << 24);
    else if (name == "--batches") f.batches = parse_int(name, value, 1, int64_t(1) << 24);
    else if (name == "--seed") f.seed = uint32_t(parse_int(name, value, 0, 0xFFFFFFFFll));
    else if (name == "--num-indices-per-lookup") f.lookups = parse_int(name, value, 1, 1 << 20);
    else if (name == "--threads") f.threads = int(parse_int(name, value, 0, 4096));
    else if (name == "--device") f.device = value;
    else if (name == "--quantize-embeddings") f.quantize = value;
    else if (name == "--precision") f.precision = value;
    else if (name == "--atol") {
      char* end = nullptr;
      f.atol = std::strtod(value.c_str(), &end);
      if (value.empty() || *end || !(f.atol >= 0)) throw UsageError("--atol: expected a non-negative number, got '" + value + "'");
    } else {
      throw UsageError(arg + ": unknown flag (see --help)");
    }
  }
  if (f.config.empty() && f.model_dir.empty()) f.config = "sample";
  if (!f.config.empty() && f.config != "sample" && f.config != "kaggle" && f.config != "mlperf" && f.config != "dlrm-v2")
    throw UsageError("--config: unknown configuration '" + f.config + "' (use sample, kaggle, mlperf or dlrm-v2)");
  if (f.config == "dlrm-v2" && (f.lookups || f.fixed || f.one_hot || !f.criteo.empty()))
    throw UsageError("--config=dlrm-v2: every table's bags hold the model's fixed multi-hot size "
                     "(no --num-indices-per-lookup, --one-hot or --criteo)");
  if (f.device != "cpu" && f.device != "vulkan")
    throw UsageError("--device: unknown device '" + f.device + "' (use cpu or vulkan)");
  if (f.profile && f.device != "cpu") throw UsageError("--profile: times the CPU device only");
  if (f.quantize != "none" && f.quantize != "int8" && f.quantize != "int4")
    throw UsageError("--quantize-embeddings: use none, int8 or int4, got '" + f.quantize + "'");
  if (f.precision != "f32" && f.precision != "bf16" && f.precision != "int8")
    throw UsageError("--precision: use f32, bf16 or int8, got '" + f.precision + "'");
  if (f.precision != "f32" && f.device != "cpu") throw UsageError("--precision: bf16 and int8 are for the CPU device");
  if (!f.criteo.empty()) {
    if (f.config == "sample") throw UsageError("--criteo: the sample model has 3 tables; Criteo lines need a kaggle or mlperf model");
    if (f.lookups || f.fixed || f.one_hot) throw UsageError("--criteo: a Criteo line gives exactly one index per table");
    if (f.check && f.expected.empty()) throw UsageError("--check with --criteo needs --expected=FILE.npy");
  }
  if (f.one_hot) {
    if (f.lookups && *f.lookups != 1) throw UsageError("--one-hot: conflicts with --num-indices-per-lookup");
    f.lookups = 1;
    f.fixed = true;
  }
  return f;
}

std::vector<int64_t> parse_dims(const std::string& s) {
  std::vector<int64_t> out;
  std::stringstream ss(s);
  std::string item;
  while (std::getline(ss, item, '-')) out.push_back(std::stoll(item));
  return out;
}

std::string join(const std::vector<int64_t>& v) {
  std::string s;
  for (size_t i = 0; i < v.size(); ++i) s += (i ? "-" : "") + std::to_string(v[i]);
  return s;
}

// What the program knows about the model it runs.
struct ModelInfo {
  std::string name;
  int64_t feature_size = 0;
  std::vector<int64_t> tables, bottom, top;
  std::vector<int64_t> multi_hot;  // DLRM-v2: indices per bag of each table
  int64_t cross_layers = 0, cross_rank = 0;  // DLRM-v2's DCNv2 cross network; 0: dot interaction
  bool int4_tables = false;      // the tables are stored as FBGEMM's 4-bit rows (table_format=int4)
  int64_t batch = 0;             // the batch the model was exported for
  int64_t lookups = 10;
  bool fixed = false;            // index tensors have static shapes
  std::optional<uint32_t> data_seed;  // out0.npy holds outputs for this generator seed
  // DLRM's other architecture flags, as dlrm.txt states them (absent: DLRM's defaults).
  std::string interaction = "dot";
  bool interaction_itself = false;
  std::string qr = "none", md = "none", weighted_pooling = "none", loss_threshold = "0";
};

std::map<std::string, std::string> read_key_values(const std::string& path) {
  std::ifstream in(path);
  if (!in) throw std::runtime_error(path + ": cannot open (is --model a directory made by tools/export/dlrm_configs.py?)");
  std::map<std::string, std::string> kv;
  std::string line;
  while (std::getline(in, line)) {
    const size_t eq = line.find('=');
    if (eq != std::string::npos) kv[line.substr(0, eq)] = line.substr(eq + 1);
  }
  return kv;
}

ModelInfo read_model_info(const std::string& dir) {
  auto kv = read_key_values(dir + "/dlrm.txt");
  auto get = [&](const char* key) {
    auto it = kv.find(key);
    if (it == kv.end()) throw std::runtime_error(dir + "/dlrm.txt: no " + key);
    return it->second;
  };
  ModelInfo m;
  m.name = get("config");
  m.feature_size = std::stoll(get("feature_size"));
  m.tables = parse_dims(get("embedding_sizes"));
  m.bottom = parse_dims(get("bottom_mlp"));
  m.top = parse_dims(get("top_mlp"));
  m.batch = std::stoll(get("batch"));
  m.lookups = std::stoll(get("num_indices_per_lookup"));
  m.fixed = get("num_indices_per_lookup_fixed") == "1";
  m.data_seed = uint32_t(std::stoul(get("data_seed")));
  m.int4_tables = kv.count("table_format") && kv["table_format"] == "int4";
  if (kv.count("interaction") && kv["interaction"] == "dcn") {
    m.multi_hot = parse_dims(get("multi_hot"));
    m.cross_layers = std::stoll(get("cross_layers"));
    m.cross_rank = std::stoll(get("cross_rank"));
    if (m.multi_hot.size() != m.tables.size())
      throw std::runtime_error(dir + "/dlrm.txt: " + std::to_string(m.multi_hot.size()) + " multi-hot sizes for " +
                               std::to_string(m.tables.size()) + " tables");
    for (size_t k = 0; k < m.multi_hot.size(); ++k) m.multi_hot[k] = std::min(m.multi_hot[k], m.tables[k]);
  }
  auto optional = [&](const char* key, std::string& into) {
    if (auto it = kv.find(key); it != kv.end()) into = it->second;
  };
  optional("interaction_op", m.interaction);
  std::string itself = "0";
  optional("interaction_itself", itself);
  m.interaction_itself = itself == "1";
  optional("qr", m.qr);
  optional("md", m.md);
  optional("weighted_pooling", m.weighted_pooling);
  optional("loss_threshold", m.loss_threshold);
  return m;
}

// Input tensors in the order @forward takes them: dense, then indices and offsets per table.
std::vector<linrt::Tensor> as_tensors(const dlrm::Batch& b, int64_t batch, int64_t dense_features) {
  std::vector<linrt::Tensor> t;
  t.push_back(linrt::Tensor::view(b.dense.data(), linrt::DType::F32, {batch, dense_features}));
  for (const dlrm::SparseInput& s : b.sparse) {
    t.push_back(linrt::Tensor::view(s.indices.data(), linrt::DType::I64, {int64_t(s.indices.size())}));
    t.push_back(linrt::Tensor::view(s.offsets.data(), linrt::DType::I64, {int64_t(s.offsets.size())}));
  }
  return t;
}

// The committed inputs of a fixture folder (sample): in0.npy dense, then indices/offsets.
dlrm::Batch read_fixture_inputs(const std::string& dir, const std::vector<int64_t>& table_rows, int64_t& batch,
                                int64_t& dense_features) {
  dlrm::Batch b;
  const dlrm::NpyData dense = dlrm::read_npy(dir + "/in0.npy");
  if (dense.kind != 'f' || dense.shape.size() != 2) throw std::runtime_error(dir + "/in0.npy: expected a float32 [batch, features] array");
  batch = dense.shape[0];
  dense_features = dense.shape[1];
  b.dense = dense.f;
  for (size_t k = 0; k < table_rows.size(); ++k) {
    dlrm::SparseInput s;
    for (int part = 0; part < 2; ++part) {
      const std::string path = dir + "/in" + std::to_string(1 + 2 * k + size_t(part)) + ".npy";
      dlrm::NpyData d = dlrm::read_npy(path);
      if (d.kind != 'i' || d.shape.size() != 1) throw std::runtime_error(path + ": expected a 1-D int64 array");
      (part == 0 ? s.indices : s.offsets) = std::move(d.i);
    }
    // Inputs from files are checked here, so that a bad file is named in the error.
    const std::string where = dir + "/in" + std::to_string(1 + 2 * k) + ".npy, in" + std::to_string(2 + 2 * k) + ".npy";
    if (int64_t(s.offsets.size()) != batch)
      throw std::runtime_error(where + ": table " + std::to_string(k) + " has " + std::to_string(s.offsets.size()) +
                               " offsets, expected one per sample (" + std::to_string(batch) + ")");
    for (size_t j = 0; j < s.offsets.size(); ++j) {
      const int64_t o = s.offsets[j];
      if (o < 0 || o > int64_t(s.indices.size()) || (j > 0 && o < s.offsets[j - 1]))
        throw std::runtime_error(where + ": offsets of table " + std::to_string(k) + " are not monotonic within [0, " +
                                 std::to_string(s.indices.size()) + "]: offsets[" + std::to_string(j) + "] = " + std::to_string(o));
    }
    for (size_t j = 0; j < s.indices.size(); ++j)
      if (s.indices[j] < 0 || s.indices[j] >= table_rows[k])
        throw std::runtime_error(where + ": index " + std::to_string(s.indices[j]) + " at position " + std::to_string(j) +
                                 " is out of range for table " + std::to_string(k) + " of " + std::to_string(table_rows[k]) + " rows");
    b.sparse.push_back(std::move(s));
  }
  return b;
}

double max_abs_diff(const float* a, const float* b, int64_t n) {
  double m = 0.0;
  for (int64_t i = 0; i < n; ++i) m = std::max(m, double(std::fabs(a[i] - b[i])));
  return m;
}

int run(const Flags& f) {
  // The model and where its inputs come from.
  ModelInfo info;
  std::string dir = f.model_dir;
  if (f.config == "sample") {
    if (dir.empty()) dir = LINRT_DLRM_SAMPLE_DIR;
    info.name = "sample";
    info.feature_size = 2;
    info.tables = {4, 3, 2};
    info.bottom = {4, 3, 2};
    info.top = {8, 4, 2, 1};
  } else {
    if (dir.empty())
      throw UsageError("--config=" + f.config + " needs --model=DIR (make one with tools/export/dlrm_configs.py --config=" +
                       f.config + " --out=DIR)");
    info = read_model_info(dir);
    // "kaggle_small" (the test model) is kaggle-shaped, so --config=kaggle runs it.
    if (!f.config.empty() && info.name.rfind(f.config, 0) != 0)
      throw UsageError("--config=" + f.config + " but " + dir + " holds a '" + info.name + "' model");
  }
  const std::string model_path = dir + "/model.mlir";
  const bool generated = f.config != "sample" && f.criteo.empty();
  if (f.check && generated && f.expected.empty() && info.data_seed && *info.data_seed != f.seed)
    throw UsageError("--check: " + dir + "/out0.npy holds outputs for --seed=" + std::to_string(*info.data_seed));

  int64_t batch = 0, dense_features = info.bottom.front();
  int64_t lookups = 0;
  bool fixed = false;
  std::vector<dlrm::Batch> batches;
  std::vector<std::vector<float>> labels;  // per mini-batch, with --criteo
  if (f.config == "sample") {
    batches.push_back(read_fixture_inputs(f.input_dir.empty() ? dir : f.input_dir, info.tables, batch, dense_features));
    if (f.batch && *f.batch != batch)
      throw UsageError("--batch: the sample model runs its committed mini-batch of " + std::to_string(batch));
  } else {
    batch = f.batch.value_or(info.batch);
    if (batch != info.batch)
      throw UsageError("--batch=" + std::to_string(batch) + ": " + dir + " was exported for batch " + std::to_string(info.batch) +
                       " (export another with tools/export/dlrm_configs.py --batch=" + std::to_string(batch) + ")");
    lookups = f.criteo.empty() ? f.lookups.value_or(info.lookups) : 1;
    fixed = f.fixed || info.fixed || !f.criteo.empty();
    if (info.fixed && (lookups != info.lookups || !f.fixed && f.lookups && f.criteo.empty()))
      throw UsageError(dir + " was exported for exactly " + std::to_string(info.lookups) +
                       " indices per bag (fixed); its index tensors have static shapes");
    if (!f.criteo.empty()) {
      if (dense_features != dlrm::kCriteoDenseFeatures)
        throw UsageError("--criteo: Criteo lines have 13 dense features, but " + dir + " takes " + std::to_string(dense_features));
      std::ifstream in(f.criteo);
      if (!in) throw std::runtime_error(f.criteo + ": cannot open");
      for (dlrm::LabelledBatch& lb : dlrm::read_criteo(in, f.criteo, batch, info.tables, f.batches)) {
        batches.push_back(std::move(lb.batch));
        labels.push_back(std::move(lb.labels));
      }
    } else {
      dlrm::NumpyRandom rng(f.seed);
      // A few distinct mini-batches, cycled through by the timed runs.
      const int64_t distinct = std::min<int64_t>(f.batches, 4);
      for (int64_t i = 0; i < distinct; ++i)
        batches.push_back(info.multi_hot.empty()
                              ? dlrm::random_batch(rng, batch, dense_features, info.tables, lookups, fixed)
                              : dlrm::random_batch(rng, batch, dense_features, info.tables, info.multi_hot, true));
    }
  }

  if (info.int4_tables && f.quantize != "none")
    throw UsageError("--quantize-embeddings: " + dir + " stores its tables as int4 rows already");
  const char* tables_label = info.int4_tables      ? "int4 rowwise as stored, FBGEMM's layout"
                             : f.quantize == "int8" ? "int8 rowwise"
                             : f.quantize == "int4" ? "int4 rowwise"
                                                    : "float32";
  std::cout << "DLRM " << info.name << " (" << model_path << ")\n"
            << "  feature size " << info.feature_size << ", " << info.tables.size() << " embedding tables "
            << (info.tables.size() <= 8 ? join(info.tables) : "of up to " + std::to_string(*std::max_element(info.tables.begin(), info.tables.end())) + " rows")
            << " (" << tables_label << ")\n"
            << "  bottom MLP " << join(info.bottom) << ", "
            << (info.cross_layers ? "DCNv2 cross network (" + std::to_string(info.cross_layers) + " layers of rank " +
                                        std::to_string(info.cross_rank) + ")"
                                  : info.interaction + " interaction" + (info.interaction_itself ? " with self-interaction" : ""))
            << ", top MLP " << join(info.top) << " + sigmoid"
            << (info.loss_threshold != "0" ? ", clamped by loss threshold " + info.loss_threshold : "") << "\n";
  if (info.qr != "none") std::cout << "  quotient-remainder tables: " << info.qr << "\n";
  if (info.md != "none") std::cout << "  mixed-dimension tables: " << info.md << "\n";
  if (info.weighted_pooling != "none") std::cout << "  weighted pooling: " << info.weighted_pooling << "\n";
  std::cout
            << "  mini-batch " << batch;
  if (f.config == "sample")
    std::cout << ", committed inputs\n";
  else if (!info.multi_hot.empty())
    std::cout << ", multi-hot " << join(info.multi_hot) << " indices per bag, seed " << f.seed << "\n";
  else if (!f.criteo.empty())
    std::cout << ", " << batches.size() << " mini-batches from " << f.criteo << " (Criteo format)\n";
  else
    std::cout << ", " << (fixed ? "exactly " : "1 to ") << lookups << " indices per bag, seed " << f.seed << "\n";

  linrt::ModelOptions mo;
  if (f.config != "sample") mo.parameter_files = {{"model", f.tables.empty() ? dir + "/tables.safetensors" : f.tables}};
  mo.prefault_parameters = f.prefault;
  mo.huge_page_embeddings = f.huge_pages;
  mo.quantize_embeddings = f.quantize == "int8"   ? linrt::EmbeddingQuantization::Int8Rowwise
                           : f.quantize == "int4" ? linrt::EmbeddingQuantization::Int4Rowwise
                                                  : linrt::EmbeddingQuantization::None;
  mo.precision = f.precision == "bf16"   ? linrt::Precision::BF16
                 : f.precision == "int8" ? linrt::Precision::Int8
                                         : linrt::Precision::F32;
  linrt::SessionOptions so;
  so.threads = f.threads;
  so.device = f.device == "vulkan" ? linrt::DeviceKind::Vulkan : linrt::DeviceKind::Cpu;
  so.profile = f.profile;

  using clock = std::chrono::steady_clock;
  auto seconds = [](clock::duration d) { return std::chrono::duration<double>(d).count(); };
  const auto t_load = clock::now();
  linrt::Model model = linrt::Model::load(model_path, mo);
  linrt::Session session = model.session(so);
  std::cout << "  loaded in " << seconds(clock::now() - t_load) << " s\n";
  if (f.stats) {
    // The plan the mini-batches run: a model exported with index lists of dynamic length is
    // planned again for the lists' lengths, and that plan is the one to report.
    const linrt::ModelStats st = model.stats({}, as_tensors(batches[0], batch, dense_features));
    std::map<std::string, size_t> per_kernel;
    for (const linrt::KernelStats& k : st.kernels) per_kernel[k.name] += k.call_sites.size();
    std::cout << "plan: " << st.dispatches << " dispatches, " << st.fallback_dispatches << " on reference fallbacks\n";
    for (const auto& [name, count] : per_kernel) std::cout << "  " << count << " x " << name << "\n";
  }

  // First mini-batch: plans the function, and gives the predictions that are printed and checked.
  const auto t_first = clock::now();
  std::vector<linrt::Tensor> first = session.run(as_tensors(batches[0], batch, dense_features));
  const double first_s = seconds(clock::now() - t_first);
  if (first.size() != 1 || first[0].dtype() != linrt::DType::F32 || first[0].numel() != batch)
    throw std::runtime_error(model_path + ": expected one float32 prediction per sample");
  const float* pred = first[0].data_as<float>();
  std::cout << "predictions of the first mini-batch (" << batch << "):";
  for (int64_t i = 0; i < std::min<int64_t>(batch, 16); ++i) std::printf(" %.6f", pred[i]);
  std::cout << (batch > 16 ? " ..." : "") << "\n  first run (with planning) " << first_s * 1e3 << " ms\n";

  int status = 0;
  if (f.quantize != "none" || f.precision != "f32") {
    linrt::ModelOptions float_options = mo;
    float_options.quantize_embeddings = linrt::EmbeddingQuantization::None;
    float_options.precision = linrt::Precision::F32;
    float_options.huge_page_embeddings = false;  // same values, without a second copy of the tables
    linrt::Session float_session = linrt::Model::load(model_path, float_options).session(so);
    std::vector<linrt::Tensor> ref = float_session.run(as_tensors(batches[0], batch, dense_features));
    const std::string mode = f.quantize == "none" ? f.precision : f.precision == "f32" ? f.quantize : f.quantize + "+" + f.precision;
    std::printf("accuracy: max |%s - float32| over the first mini-batch's predictions = %.3g\n", mode.c_str(),
                max_abs_diff(pred, ref[0].data_as<float>(), batch));
  }
  if (!labels.empty()) {
    // Accuracy and log loss against the click labels, over every mini-batch read.
    int64_t correct = 0, samples = 0;
    double log_loss = 0.0;
    for (size_t b = 0; b < batches.size(); ++b) {
      const std::vector<linrt::Tensor> out = b == 0 ? first : session.run(as_tensors(batches[b], batch, dense_features));
      const float* p = out[0].data_as<float>();
      for (int64_t i = 0; i < batch; ++i, ++samples) {
        const bool clicked = labels[b][size_t(i)] > 0.5f;
        correct += (p[i] > 0.5f) == clicked;
        const double q = std::clamp(double(p[i]), 1e-7, 1.0 - 1e-7);
        log_loss -= clicked ? std::log(q) : std::log(1.0 - q);
      }
    }
    std::printf("labels: accuracy %.4f, log loss %.4f over %lld samples\n", double(correct) / double(samples),
                log_loss / double(samples), static_cast<long long>(samples));
  }
  if (f.check) {
    const std::string expected = f.expected.empty() ? dir + "/out0.npy" : f.expected;
    const dlrm::NpyData want = dlrm::read_npy(expected);
    if (want.kind != 'f' || int64_t(want.f.size()) != batch)
      throw std::runtime_error(expected + ": expected " + std::to_string(batch) + " float32 predictions");
    const double err = max_abs_diff(pred, want.f.data(), batch);
    const bool ok = err <= f.atol;
    std::printf("check: %s: max |linrt - PyTorch| = %.3g (tolerance %.3g) over %lld predictions\n", ok ? "PASSED" : "FAILED",
                err, f.atol, static_cast<long long>(batch));
    if (!ok) status = 1;
  }

  // Timed mini-batches.
  std::vector<std::vector<linrt::Tensor>> inputs;
  for (const dlrm::Batch& b : batches) inputs.push_back(as_tensors(b, batch, dense_features));
  std::vector<double> times;
  session.reset_profile();  // the timed mini-batches only
  const auto t_all = clock::now();
  const std::clock_t cpu_start = std::clock();
  for (int64_t i = 0; i < f.batches; ++i) {
    const auto t = clock::now();
    session.run(inputs[size_t(i) % inputs.size()]);
    times.push_back(seconds(clock::now() - t));
  }
  const double total = seconds(clock::now() - t_all);
  const double cpu_s = double(std::clock() - cpu_start) / CLOCKS_PER_SEC;
  std::sort(times.begin(), times.end());
  const double p50 = times[times.size() / 2];
  const double p99 = times[size_t(std::ceil(0.99 * double(times.size()))) - 1];
  std::printf("throughput: %.1f samples/s over %lld mini-batches of %lld (%s threads)\n",
              double(batch) * double(f.batches) / total, static_cast<long long>(f.batches), static_cast<long long>(batch),
              f.threads ? std::to_string(f.threads).c_str() : "all");
  std::printf("latency per mini-batch: p50 %.3f ms, p99 %.3f ms\n", p50 * 1e3, p99 * 1e3);
  // Process CPU time, steadier than wall time on a machine shared with other work (with
  // OMP_WAIT_POLICY=passive, so that waiting threads do not spin).
  const int threads = f.threads ? f.threads : int(std::max(1u, std::thread::hardware_concurrency()));
  std::printf("cpu time per mini-batch: %.3f ms per thread (%d threads)\n",
              cpu_s / double(f.batches) / double(threads) * 1e3, threads);
  if (f.profile) std::cout << linrt::format_profile(session.profile());
  return status;
}

}  // namespace

int main(int argc, char** argv) {
  try {
    const Flags f = parse_flags(argc, argv);
    if (f.help) {
      std::cout << kUsage;
      return 0;
    }
    return run(f);
  } catch (const UsageError& e) {
    std::cerr << "linrt-dlrm: " << e.what() << "\n";
    return 2;
  } catch (const linrt::Error& e) {
    std::cout.flush();
    std::cerr << "linrt-dlrm: error: " << e.what() << "\n";
    return 1;
  } catch (const std::exception& e) {
    std::cout.flush();
    std::cerr << "linrt-dlrm: error: " << e.what() << "\n";
    return 1;
  }
}
