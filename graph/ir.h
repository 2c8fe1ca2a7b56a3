// linrt's in-memory form of an MLIR module: SSA values, operations with attributes and
// regions, types, affine maps and constant data. It mirrors MLIR's generic operation form, so
// that every dialect's custom syntax and the generic `"dialect.op"(...)` syntax parse into the
// same structure. The IR knows nothing of devices or kernels.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "graph/dialect/op_id.h"
#include "linrt/dtype.h"

namespace linrt::graph {

// ---------------------------------------------------------------------------------------------
// Locations

struct Location {
  std::shared_ptr<const std::string> file;  // shared by all locations of one parse
  uint32_t line = 0;                        // 1-based; 0 = unknown
  uint32_t col = 0;                         // 1-based
  // "file.mlir:12:5", or "<unknown>".
  std::string str() const;
};

// ---------------------------------------------------------------------------------------------
// Types

constexpr int64_t kDynamic = INT64_MIN;  // a `?` dimension

struct Type {
  enum class Kind : uint8_t {
    None,      // no type / not yet known
    Scalar,    // f32, i1, index, ...
    Tensor,    // tensor<2x?xf32>, tensor<f32> (rank 0), tensor<*xf32> (unranked: shape empty, unranked=true)
    Vector,    // vector<2xi64>
    Function,  // (tensor<..>, f32) -> tensor<..>
    Opaque,    // anything else (!hal.buffer_view, memref<..>, none, ...): kept as text
  };
  Kind kind = Kind::None;
  DType elem = DType::F32;      // Scalar, Tensor, Vector
  std::vector<int64_t> shape;   // Tensor, Vector; kDynamic for `?`
  bool unranked = false;        // tensor<*xf32>
  std::string text;             // Opaque: the full spelling; Tensor: encoding attribute text if any
  std::vector<Type> inputs, results;  // Function

  static Type scalar(DType t);
  static Type tensor(DType t, std::vector<int64_t> shape);
  static Type opaque(std::string text);

  bool is_tensor() const { return kind == Kind::Tensor; }
  bool is_scalar() const { return kind == Kind::Scalar; }
  int64_t rank() const { return int64_t(shape.size()); }
  bool has_static_shape() const;
  // Element count of a static shape; nullopt when dynamic or on overflow.
  std::optional<int64_t> num_elements() const;
  std::string str() const;  // MLIR spelling
  bool operator==(const Type& o) const;
};

// ---------------------------------------------------------------------------------------------
// Affine maps: (d0, d1)[s0] -> (d0 * 2 + s0, 0, d1 floordiv 2)

struct AffineExpr;
using AffineExprP = std::shared_ptr<const AffineExpr>;

struct AffineExpr {
  enum class Kind : uint8_t { Dim, Symbol, Const, Add, Mul, Mod, FloorDiv, CeilDiv };
  Kind kind = Kind::Const;
  int64_t value = 0;  // Dim/Symbol: position; Const: the constant
  AffineExprP lhs, rhs;

  static AffineExprP dim(int64_t i);
  static AffineExprP symbol(int64_t i);
  static AffineExprP constant(int64_t v);
  static AffineExprP binary(Kind k, AffineExprP l, AffineExprP r);

  // Evaluates with MLIR semantics (floordiv/ceildiv/mod round toward -inf, mod is non-negative
  // for positive divisors). Division by zero yields 0 (callers verify divisors where it matters).
  int64_t eval(std::span<const int64_t> dims, std::span<const int64_t> symbols = {}) const;
  std::string str() const;
};

struct AffineMap {
  unsigned num_dims = 0;
  unsigned num_symbols = 0;
  std::vector<AffineExprP> results;

  // Each result is a plain dim (d_k), with dims not repeated. Such a map permutes/projects.
  bool is_projected_permutation() const;
  // results[i] is exactly d_i for all i and num_dims == results.size().
  bool is_identity() const;
  // If result r is a plain dim, its position; otherwise nullopt.
  std::optional<unsigned> result_dim(size_t r) const;
  void eval(std::span<const int64_t> dims, std::span<int64_t> out,
            std::span<const int64_t> symbols = {}) const;
  std::string str() const;
  bool operator==(const AffineMap& o) const { return str() == o.str(); }
};

// ---------------------------------------------------------------------------------------------
// Constant data. A blob is a read-only byte range kept alive by `owner` (a decoded buffer or a
// memory-mapped file). Elements are stored little-endian, row-major, in the element type's
// natural size (i1: one byte, 0 or 1).

struct Blob {
  const uint8_t* data = nullptr;
  size_t size = 0;
  std::shared_ptr<const void> owner;

  static Blob from_vector(std::vector<uint8_t> bytes);
};

// A dense_resource entry from the `{-# dialect_resources: { builtin: { name: "0x..." } } #-}`
// trailer. The trailer comes after its uses, so attributes point at this slot and the parser
// fills it in when it reaches the trailer. The 4-byte alignment prefix is already stripped.
struct Resource {
  std::string name;
  bool resolved = false;
  uint32_t alignment = 0;
  Blob blob;
};

// ---------------------------------------------------------------------------------------------
// Attributes

struct Attribute;
using AttrP = std::shared_ptr<const Attribute>;

struct Attribute {
  enum class Kind : uint8_t {
    Unit,           // `unit` or a bare name in a dict (`{foo}`)
    Bool,           // true / false                                 -> b
    Integer,        // 42 : i64 (type defaults to i64), also index  -> i, type
    Float,          // 1.5 : f32, 0x7F800000 : f32                   -> f, type
    String,         // "text"                                        -> str
    TypeAttr,       // a type used as an attribute (function_type)   -> type
    Array,          // [a, b, c]                                     -> elems
    DenseArray,     // array<i64: 1, 2>                              -> type (Scalar elem), ints or floats
    DenseElements,  // dense<...> : tensor<..> or vector<..>        -> type, data, splat
    DenseResource,  // dense_resource<name> : tensor<..>            -> type, resource
    AffineMapAttr,  // affine_map<(d0) -> (d0)> or a #map alias      -> map
    Dict,           // {a = 1, b}                                    -> dict
    SymbolRef,      // @name or @a::@b                                -> str (without '@', nested joined by "::")
    Opaque,         // anything else, e.g. #linalg.iterator_type<parallel>,
                    // #stream.parameter.named<"scope"::"name">: kept as its text -> str
  };
  Kind kind = Kind::Unit;
  bool b = false;
  int64_t i = 0;
  double f = 0.0;
  std::string str;
  Type type;
  std::vector<AttrP> elems;
  std::vector<int64_t> ints;
  std::vector<double> floats;
  std::vector<std::pair<std::string, AttrP>> dict;
  AffineMap map;
  Blob data;      // DenseElements: splat ? one element : all elements
  bool splat = false;
  std::shared_ptr<Resource> resource;  // DenseResource

  // For DenseElements/DenseResource: the bytes of all elements (nullptr if an unresolved
  // resource). For a splat, one element.
  const Blob* elements_blob() const;
  // Integer list from an Array of Integer, a DenseArray, or an integer DenseElements (splat
  // expanded to `expected_len` when given). nullopt if the attribute is none of these.
  std::optional<std::vector<int64_t>> as_int_list(std::optional<size_t> expected_len = {}) const;
  std::string str_repr() const;  // MLIR spelling, printable and re-parseable
};

// ---------------------------------------------------------------------------------------------
// SSA values, operations, blocks and regions

struct Operation;
struct Block;
struct Region;

struct Value {
  Type type;
  Operation* def = nullptr;   // defining op, or nullptr for a block argument
  Block* block = nullptr;     // owning block for a block argument
  unsigned index = 0;         // result number or argument number
  uint32_t id = 0;            // unique within the module; dense, usable as a vector index
  std::string name;           // source spelling without '%' ("17", "arg0", "17#1"), for messages
};

struct Block {
  std::string label;          // "bb0" (without '^'), may be empty
  std::vector<std::unique_ptr<Value>> args;
  std::vector<std::unique_ptr<Operation>> ops;
  Region* parent = nullptr;
};

struct Region {
  std::vector<std::unique_ptr<Block>> blocks;
  Operation* parent = nullptr;
};

struct Operation {
  OpName name;  // full name, "linalg.generic", "func.func", "arith.addf", with its interned id
  Location loc;
  std::vector<Value*> operands;
  std::vector<std::unique_ptr<Value>> results;
  // Properties (`<{...}>`) and attributes (`{...}`) together, in source order. A custom-form
  // parse produces exactly the attributes the generic form would carry; e.g. linalg structured
  // ops get `operandSegmentSizes = array<i32: nIns, nOuts>`.
  std::vector<std::pair<std::string, AttrP>> attrs;
  std::vector<std::unique_ptr<Region>> regions;
  // Branch targets (cf.br, cf.cond_br): blocks of the region that holds this op. A branch's
  // operands after its condition are the arguments it passes, split per successor as
  // operandSegmentSizes says (cf.cond_br: array<i32: 1, nTrue, nFalse>).
  std::vector<Block*> successors;
  Block* parent = nullptr;

  OpId id() const { return name.id(); }
  bool is(OpId kind) const { return name.id() == kind; }
  const Attribute* attr(std::string_view key) const;
  void set_attr(std::string key, AttrP value);
  Value* result(size_t i = 0) const { return results.at(i).get(); }
  std::string_view dialect() const;  // "linalg" for "linalg.generic"
  // "linalg.generic at model.mlir:3:10", for error messages.
  std::string describe() const;
};

// The module: top-level ops (func.func, ml_program.global, util.global, ...), the module's own
// attributes, and the dense_resource table. It owns everything, including the source text's
// file name that every Location shares.
struct Module {
  std::unique_ptr<Block> body = std::make_unique<Block>();
  std::vector<std::pair<std::string, AttrP>> attrs;  // `module attributes {...}`
  std::string sym_name;                              // `module @name`, may be empty
  std::vector<std::shared_ptr<Resource>> resources;  // in trailer order
  std::shared_ptr<const std::string> filename;
  uint32_t num_values = 0;  // Value ids are 0 .. num_values-1

  // func.func (or util.func) named `name`; nullptr if absent.
  Operation* lookup_function(std::string_view name) const;
  // Any top-level op whose sym_name is `name` (functions, globals).
  Operation* lookup_symbol(std::string_view name) const;
};

// ---------------------------------------------------------------------------------------------
// Helpers for common attribute shapes

// Attribute builders (the forms the parser produces for the same text).
AttrP i64_array_attr(std::vector<int64_t> values);  // array<i64: ...>
AttrP i32_array_attr(std::vector<int64_t> values);  // array<i32: ...>
AttrP i64_attr(int64_t value);                      // 3 : i64
AttrP f64_attr(double value);                       // 1.5 : f64
AttrP bool_attr(bool value);                        // true / false
AttrP string_attr(std::string value);               // "text"

// Names of the iterator types of a linalg.generic, accepting both `["parallel", "reduction"]`
// and `[#linalg.iterator_type<parallel>, ...]`. Returns true per reduction dimension.
std::optional<std::vector<bool>> reduction_dims(const Operation& op);
// operandSegmentSizes (or the older operand_segment_sizes) as a list; nullopt when absent.
std::optional<std::vector<int64_t>> operand_segments(const Operation& op);
// The predicate mnemonic of an arith.cmpf / arith.cmpi ("ogt", "slt", ...). The custom form
// stores `predicate` as a String holding the mnemonic; the generic form stores MLIR's enum value
// as an Integer. Enum order, cmpf: false oeq ogt oge olt ole one ord ueq ugt uge ult ule une uno
// true (0..15); cmpi: eq ne slt sle sgt sge ult ule ugt uge (0..9). nullopt when the attribute is
// missing, out of range, or the op is neither cmpf nor cmpi.
std::optional<std::string> cmp_predicate(const Operation& op);

}  // namespace linrt::graph
